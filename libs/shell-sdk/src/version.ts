/**
 * Bumped on any change a remote can notice. Major: a remote built against
 * another major must not be mounted; minor: additions only.
 */
export const SHELL_SDK_VERSION = '1.1.0';

export function isCompatibleSdk(remoteSdkVersion: string, hostSdkVersion: string = SHELL_SDK_VERSION): boolean {
  return remoteSdkVersion.split('.')[0] === hostSdkVersion.split('.')[0];
}
