import { DispatchNotices } from './DispatchNotices';
import { OrderCompletedProcessing } from './OrderCompletedProcessing';

/** Everything the vendor remote does while its user is signed in, whatever the page (RemoteApp.background). */
export function VendorBackground() {
  return (
    <>
      <OrderCompletedProcessing />
      <DispatchNotices />
    </>
  );
}
