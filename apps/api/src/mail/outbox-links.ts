import type { OneTimeLinkState } from '@fixflow/contracts';
import { hashToken } from '../auth/token-crypto.js';

/** A mailed link carrying a one-time token (/api/auth/verify, /api/auth/confirm-contact). */
const TOKEN_LINK = /https?:\/\/[^\s"'<>]*[?&]token=([A-Za-z0-9_-]+)[^\s"'<>]*/g;

const MASK: Record<OneTimeLinkState, string> = { used: 'link used', expired: 'link expired', live: 'link unused', unknown: 'link hidden' };

export type LinkStates = Map<string, { purpose: string; state: OneTimeLinkState }>;

/** The hashes of every token linked in these texts, to ask their states in one query. */
export function linkedTokenHashes(texts: string[]): string[] {
  return [...new Set(texts.flatMap((text) => [...text.matchAll(TOKEN_LINK)].map((match) => hashToken(match[1] ?? ''))))];
}

/**
 * The text with its one-time links replaced by «[link used]», «[link expired]»… and how each stood;
 * a link whose state `show` accepts stays as it was. A token found nowhere is «[link hidden]».
 */
export function maskLinks(
  text: string,
  kind: string,
  states: LinkStates,
  show: (state: OneTimeLinkState) => boolean,
): { text: string; links: { purpose: string; state: OneTimeLinkState }[] } {
  const links: { purpose: string; state: OneTimeLinkState }[] = [];
  const masked = text.replace(TOKEN_LINK, (url, token: string) => {
    const found = states.get(hashToken(token)) ?? { purpose: kind, state: 'unknown' as const };
    links.push(found);
    return show(found.state) ? url : `[${MASK[found.state]}]`;
  });
  return { text: masked, links };
}
