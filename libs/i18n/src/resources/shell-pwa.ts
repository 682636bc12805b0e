
/**
 * The installed app (SPEC §2 install prompt, §4 technician gating, §5 push failures): the
 * install banner and overlay, the notifications overlay, and the service worker's update prompt.
 * The English of `toasts.*`, the overlay titles and `push.checkAgain` is SPEC.md's text to the letter.
 */
export const pwaEn = {
  install: {
    title: 'Install Application',
    text: 'Fixflow works as an app on your phone. Install it to take orders and get new ones the moment they arrive.',
    bannerText: 'Install Fixflow for quick access and new-order alerts.',
    button: 'Install',
    close: 'Close',
    iosLead: 'On iPhone or iPad, in Safari:',
    iosShare: 'Tap Share in the toolbar',
    iosAdd: 'Choose Add to Home Screen',
    iosOpen: 'Open Fixflow from your home screen',
    manual: 'Use your browser’s menu to install the app (Install app or Add to Home screen), then open Fixflow from your home screen or app list.',
    installed: 'Fixflow is installed. Open it from your home screen or app list to continue.',
  },
  push: {
    title: 'Enable Notifications',
    text: 'New orders reach you as notifications, even while the app is closed.',
    stateLabel: 'Notifications',
    states: {
      unsupported: 'Not supported',
      default: 'Not enabled yet',
      granted: 'Allowed',
      denied: 'Blocked',
    },
    hints: {
      unsupported: 'This browser cannot receive push notifications. You can continue without them, but new orders will only show while the app is open.',
      default: 'Tap Enable Notifications and allow them when your phone asks.',
      granted: 'Notifications are allowed. Finish the setup so new orders reach this device.',
      denied: 'Notifications are blocked for Fixflow. Allow them in your browser or phone settings, then check again.',
    },
    enable: 'Enable Notifications',
    checkAgain: 'Check Again',
    continue: 'Continue',
    errors: {
      unsupported: 'Push notifications are not supported by this browser',
      denied: 'Notification permission denied',
      publicKey: 'Could not get the public key for subscription',
    },
  },
  toasts: {
    installedTitle: 'Application Installed',
    installedText: 'Continuing with notification setup.',
    installationTitle: 'Installation',
    installationText: 'Follow instructions below to add to home screen',
    enabledTitle: 'Notifications Enabled',
    enabledText: 'You will receive new orders.',
    errorTitle: 'Error',
    enableFailed: 'Failed to enable notifications',
  },
  update: {
    text: 'A new version of Fixflow is available. Refresh the page to use it?',
    refresh: 'Refresh',
    later: 'Later',
  },
} as const;
