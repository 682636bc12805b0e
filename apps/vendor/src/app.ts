import { defineRemoteApp } from '@fixflow/shell-sdk';
import { vendorMessages } from '@fixflow/i18n/vendor';
import { AssignTechnicianPage } from './assign/AssignTechnicianPage';
import { CreateOrderPage } from './create-order/CreateOrderPage';
import { CustomerDetailsPage } from './customers/CustomerDetailsPage';
import { CustomersPage } from './customers/CustomersPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { EditOrderPage } from './edit-order/EditOrderPage';
import { OrderDetailsPage } from './order-details/OrderDetailsPage';
import { OrdersPage } from './orders/OrdersPage';
import { TechnicianDetailsPage } from './technicians/TechnicianDetailsPage';
import { TechniciansPage } from './technicians/TechniciansPage';
import { REMOTE_VERSION } from './version';

/** The vendor remote as the host sees it (exposed as `vendor/app`). */
export default defineRemoteApp({
  name: 'vendor',
  version: REMOTE_VERSION,
  i18n: { namespace: 'vendor', resources: vendorMessages },
  pages: {
    '/dashboard': DashboardPage,
    '/orders': OrdersPage,
    '/orders/new': CreateOrderPage,
    '/orders/:id': OrderDetailsPage,
    '/orders/:id/edit': EditOrderPage,
    '/orders/:id/assign': AssignTechnicianPage,
    '/customers': CustomersPage,
    '/customers/:id': CustomerDetailsPage,
    '/technicians': TechniciansPage,
    '/technicians/:id': TechnicianDetailsPage,
  },
});
