// Account area (spec 2 §2.3, §2.4): one import per field file.
import './me';
import './apiKeys';
import './addApiKey';
import './deleteApiKey';
import './updateMe';
import './signOutEverywhere';
import './updateNotifications';
import './disableSubscription';
import './directoryDevices';
