// Team area (spec 3 team screens): one import per field file.
import './companies';
import './usersRe';
import './memberFields';
import './user';
import './group';
import './groups';
import './groupsRe';
import './groupUsers';
import './addUser';
import './updateUser';
import './deleteUser';
import './addGroup';
import './updateGroup';
import './deleteGroup';
import './addCompany';
import './updateCompanyTimeZone';
