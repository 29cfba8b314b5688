// Provider admin tools (spec 3): one import per field file.
import './addPO';
import './purchaseOrders';
import './manufacturers';
import './skus';
import './devicesPO';
import './deviceIDs';
import './updateSku';
import './billingCompanies';
import './invoice';
import './sendEmail';
import './reissueDeviceSecret';
