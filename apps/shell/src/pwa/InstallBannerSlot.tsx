import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { useStandalone } from './display-mode';
import { installPrompts, type InstallPrompts } from './install-prompt';

const InstallBanner = lazy(() => import('./InstallPrompt').then((module) => ({ default: module.InstallBanner })));

/**
 * SPEC §2: the technician's layout (the phone, and a desk where no gate asks) carries an
 * install banner when there is something to offer — the browser's prompt, or iOS's Share → Add
 * to Home Screen — and never in the installed app. The banner (antd) loads only then.
 */
export function InstallBannerSlot({ prompts = installPrompts() }: { prompts?: InstallPrompts }) {
  const { route, installed } = useSyncExternalStore(prompts.subscribe, prompts.getSnapshot);
  const standalone = useStandalone();
  const [closed, setClosed] = useState(false);
  if (standalone || installed || closed || route === 'manual') return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner prompts={prompts} onClose={() => setClosed(true)} />
    </Suspense>
  );
}
