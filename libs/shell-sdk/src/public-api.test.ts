// What a remote can call at run time is what the SDK index exports, and a remote released apart
// from the host depends on it by version (compatibility.ts): any change of those exports needs a
// version bump in package.json, recorded in public-api.json beside this test. Runtime names only:
// a type cannot go missing at run time.
import * as sdk from './index';
import { SHELL_SDK_VERSION } from './version';
import recorded from './public-api.json';

const exported = Object.keys(sdk)
  .filter((name) => name !== '__esModule')
  .sort();

function bumpNeeded(added: string[], removed: string[]): 'major' | 'minor' | null {
  if (removed.length) return 'major';
  return added.length ? 'minor' : null;
}

function bumped(from: string, to: string): 'major' | 'minor' | 'patch' | null {
  const [fromMajor, fromMinor, fromPatch] = from.split('.').map(Number);
  const [toMajor, toMinor, toPatch] = to.split('.').map(Number);
  if (toMajor !== fromMajor) return toMajor > fromMajor ? 'major' : null;
  if (toMinor !== fromMinor) return toMinor > fromMinor ? 'minor' : null;
  return toPatch > fromPatch ? 'patch' : null;
}

describe("the SDK's public exports", () => {
  const added = exported.filter((name) => !recorded.exports.includes(name));
  const removed = recorded.exports.filter((name) => !exported.includes(name));
  const record = `${JSON.stringify({ version: SHELL_SDK_VERSION, exports: exported }, null, 2)}\n`;

  it('changed only with a big enough version bump', () => {
    const needed = bumpNeeded(added, removed);
    const made = bumped(recorded.version, SHELL_SDK_VERSION);
    const enough = needed === null || made === 'major' || (needed === 'minor' && made === 'minor');
    if (!enough) {
      throw new Error(
        `The SDK's exports changed (added: ${added.join(', ') || 'none'}; removed: ${removed.join(', ') || 'none'}) ` +
          `since ${recorded.version}: bump the ${needed} version in libs/shell-sdk/package.json, then record the new list.`,
      );
    }
  });

  it('are recorded at the version the package says (src/public-api.json)', () => {
    expect(`${JSON.stringify(recorded, null, 2)}\n`).toBe(record);
  });
});
