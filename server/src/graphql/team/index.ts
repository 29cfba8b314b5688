// Team area (spec 3 team screens): one import per field file.
import './companies';
import './usersRe';
