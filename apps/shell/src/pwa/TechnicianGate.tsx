import { Suspense, lazy, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { GuardLoading } from '../pages/access/GuardLoading';
import { gateStep, technicianGate, type TechnicianGate as Gate } from './technician-gate';

// Drawn only while the gate is closed: an installed app with push on never downloads them.
const InstallOverlay = lazy(() => import('./GateOverlays').then((module) => ({ default: module.InstallOverlay })));
const NotificationsOverlay = lazy(() => import('./GateOverlays').then((module) => ({ default: module.NotificationsOverlay })));

/**
 * SPEC §4 technician mobile gating: on a phone (below 768px) the app behind it renders only once
 * the gate is open; at desktop width it is open (gateStep), the layout offering installation.
 */
export function TechnicianGate({ children, gate = technicianGate() }: { children: ReactNode; gate?: Gate }) {
  const state = useSyncExternalStore(gate.subscribe, gate.getState);
  useEffect(() => {
    void gate.refresh();
  }, [gate]);

  switch (gateStep(state)) {
    case 'install':
      return (
        <Suspense fallback={<GuardLoading />}>
          <InstallOverlay />
        </Suspense>
      );
    case 'checking':
      return <GuardLoading />;
    case 'enable-notifications':
      return (
        <Suspense fallback={<GuardLoading />}>
          <NotificationsOverlay gate={gate} state={state} />
        </Suspense>
      );
    case 'open':
      return children;
  }
}
