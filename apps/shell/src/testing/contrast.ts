/*
 * WCAG contrast of the colours antd's tokens give (hex, #rgb, rgb() or rgba()), a translucent one
 * laid over what it is drawn on: the figures the theme's and the pages' colour tests check.
 */

export type Rgba = [number, number, number, number];

export function parseColour(colour: string): Rgba {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
  if (short) return parseColour(`#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`);
  const hex = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(colour);
  if (hex) {
    const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex[1].slice(at, at + 2), 16));
    return [r, g, b, hex[2] ? parseInt(hex[2], 16) / 255 : 1];
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour.replace(/\s/g, ''));
  if (!rgba) throw new Error(`not a colour: ${colour}`);
  const [r, g, b, a = 1] = rgba[1].split(',').map(Number);
  return [r, g, b, a];
}

/** A translucent colour as it shows over an opaque one. */
export function over(colour: string, background: Rgba): Rgba {
  const [r, g, b, a] = parseColour(colour);
  return [r * a + background[0] * (1 - a), g * a + background[1] * (1 - a), b * a + background[2] * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * WCAG contrast of `text` over `surface`, the surface itself laid over the layers below it (the
 * nearest first, the page last: a translucent fill shows what is under it).
 */
export function contrast(text: string, surface: string, ...below: string[]): number {
  const layers = [surface, ...(below.length ? below : ['#ffffff'])];
  const back = layers.reduceRight<Rgba>((under, layer) => over(layer, under), [255, 255, 255, 1]);
  const [a, b] = [luminance(over(text, back)), luminance(back)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** WCAG AA for body text. */
export const AA = 4.5;
