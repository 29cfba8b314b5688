// Add device (spec 3): one import per field file.
import './addDevice';
