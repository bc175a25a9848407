/**
 * Writes the demo SVGs that the seed data points at (apps/web/public/media/...).
 * Run: node --import tsx packages/db/scripts/generate-media.ts
 * Deterministic: the same code always writes the same bytes, so the files can be committed and a
 * re-run shows no diff.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPANIES } from '../src/seed/companies-data.ts';
import { createRandom, type Random } from '../src/seed/random.ts';

const MEDIA_DIR = fileURLToPath(new URL('../../../apps/web/public/media/', import.meta.url));
const MAX_BYTES = 4096;
const FONT = 'Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif';

// Deep navy to the theme blue (#2588ef) and teals: the look of a serious financial site.
const BACKGROUNDS: readonly (readonly [string, string])[] = [
  ['#0b1f3a', '#2588ef'],
  ['#0a2540', '#0ea5b7'],
  ['#102a5c', '#3b82f6'],
  ['#0b2a3c', '#14b8a6'],
  ['#13235b', '#5b6cf0'],
  ['#072034', '#1d8fd6'],
];
const ACCENTS = ['#7cc4ff', '#5eead4', '#a5d8ff', '#99f6e4', '#c7d2fe'] as const;
const LOGO_COLOURS = [
  '#2588ef',
  '#0f9d9a',
  '#3b5bdb',
  '#0e7490',
  '#1a6fd1',
  '#14a38b',
  '#4c51bf',
  '#0b4f8a',
  '#0891b2',
  '#2f6fdb',
] as const;

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

function svg(width: number, height: number, body: string, label?: string): string {
  const a11y = label ? ` role="img" aria-label="${label}"` : ' aria-hidden="true"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${a11y}>${body}</svg>\n`;
}

function background(
  id: string,
  width: number,
  height: number,
  colours: readonly [string, string],
  angle: number,
): string {
  const x2 = r1(50 + 50 * Math.cos(angle));
  const y2 = r1(50 + 50 * Math.sin(angle));
  return (
    `<defs><linearGradient id="${id}" x1="0%" y1="0%" x2="${x2}%" y2="${y2}%"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`
  );
}

/** A rising line chart with a soft area under it: the platform's recurring motif. */
function chart(
  random: Random,
  width: number,
  height: number,
  accent: string,
  top: number,
  bottom: number,
  area = true,
): string {
  const points: [number, number][] = [];
  const steps = 9;
  let y = bottom - (bottom - top) * 0.15;
  for (let i = 0; i <= steps; i += 1) {
    const x = (width * i) / steps;
    y = Math.max(top, Math.min(bottom, y - (bottom - top) * (random.next() * 0.22 - 0.06)));
    points.push([x, y]);
  }
  const line = points.map(([x, py]) => `${r1(x)},${r1(py)}`).join(' ');
  const last = points[points.length - 1] ?? [width, top];
  const fill = area ? `<polygon points="0,${height} ${line} ${width},${height}" fill="${accent}" opacity=".12"/>` : '';
  return (
    fill +
    `<polyline points="${line}" fill="none" stroke="${accent}" stroke-width="${r1(Math.max(2, width / 320))}" stroke-linejoin="round" opacity=".85"/>` +
    `<circle cx="${r1(last[0] - width / steps)}" cy="${r1(points[points.length - 2]?.[1] ?? top)}" r="${r1(width / 120)}" fill="${accent}"/>`
  );
}

function grid(width: number, height: number, step: number): string {
  let d = '';
  for (let x = step; x < width; x += step) d += `M${x} 0V${height}`;
  for (let y = step; y < height; y += step) d += `M0 ${y}H${width}`;
  return `<path d="${d}" stroke="#fff" stroke-width="1" opacity=".06"/>`;
}

function waves(random: Random, width: number, height: number, accent: string, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const base = height * (0.45 + i * 0.12);
    const amp = height * (0.06 + random.next() * 0.08);
    const c = width / 4;
    out += `<path d="M0 ${r1(base)}C${r1(c)} ${r1(base - amp)} ${r1(c * 2)} ${r1(base + amp)} ${r1(c * 3)} ${r1(base)}S${width} ${r1(base - amp)} ${width} ${r1(base)}V${height}H0Z" fill="${accent}" opacity="${r1(0.08 + i * 0.04)}"/>`;
  }
  return out;
}

function rings(random: Random, width: number, height: number, accent: string): string {
  const cx = width * (0.6 + random.next() * 0.3);
  const cy = height * (0.2 + random.next() * 0.5);
  let out = `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(height * 0.5)}" fill="${accent}" opacity=".08"/>`;
  for (let i = 1; i <= 4; i += 1) {
    out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(height * 0.16 * i)}" fill="none" stroke="${accent}" stroke-width="1.5" opacity="${r1(0.5 - i * 0.09)}"/>`;
  }
  return out;
}

function bars(random: Random, width: number, height: number, accent: string): string {
  let out = '';
  const count = 7;
  const slot = (width * 0.5) / count;
  for (let i = 0; i < count; i += 1) {
    const h = height * (0.18 + (i / count) * 0.45 + random.next() * 0.08);
    const x = width * 0.45 + i * slot;
    out += `<rect x="${r1(x)}" y="${r1(height * 0.88 - h)}" width="${r1(slot * 0.56)}" height="${r1(h)}" rx="${r1(slot * 0.12)}" fill="${accent}" opacity="${r1(0.25 + (i / count) * 0.5)}"/>`;
  }
  return out;
}

type Motif = (random: Random, width: number, height: number, accent: string) => string;
const MOTIFS: readonly Motif[] = [
  (random, w, h, a) => grid(w, h, w / 16) + chart(random, w, h, a, h * 0.25, h * 0.8),
  (random, w, h, a) => waves(random, w, h, a, 3) + rings(random, w, h, a),
  (random, w, h, a) => grid(w, h, w / 16) + bars(random, w, h, a) + chart(random, w, h, '#fff', h * 0.3, h * 0.7),
  (random, w, h, a) => rings(random, w, h, a) + chart(random, w, h, a, h * 0.35, h * 0.85),
];

function cover(label: string, index: number, extra = ''): string {
  const random = createRandom(label);
  const colours = BACKGROUNDS[index % BACKGROUNDS.length] ?? BACKGROUNDS[0] ?? ['#0b1f3a', '#2588ef'];
  const accent = ACCENTS[index % ACCENTS.length] ?? '#7cc4ff';
  const motif = MOTIFS[index % MOTIFS.length] ?? MOTIFS[0];
  if (!motif) throw new Error('no motifs');
  return svg(
    640,
    360,
    background('bg', 640, 360, colours, 0.35 + random.next() * 0.6) + motif(random, 640, 360, accent) + extra,
  );
}

const PLAY_BUTTON =
  '<circle cx="320" cy="180" r="40" fill="#fff" opacity=".92"/><path d="M308 160v40l34-20z" fill="#1a6fd1"/>';

function banner(label: string, index: number, width: number, height: number): string {
  const random = createRandom(label);
  const colours = BACKGROUNDS[index % BACKGROUNDS.length] ?? ['#0b1f3a', '#2588ef'];
  const accent = ACCENTS[index % ACCENTS.length] ?? '#7cc4ff';
  // The left half stays quiet: the app lays the banner's title over it.
  const art = `<g transform="translate(${r1(width * 0.42)} 0)">${chart(random, width * 0.58, height, accent, height * 0.22, height * 0.7, false)}</g>`;
  return svg(
    width,
    height,
    background('bg', width, height, colours, 0.15) +
      grid(width, height, height / 6) +
      waves(random, width, height, accent, 3) +
      rings(random, width, height, '#fff') +
      art,
  );
}

function logo(shortName: string, index: number): string {
  const text = [...shortName].slice(0, 2).join('');
  const colour = LOGO_COLOURS[index % LOGO_COLOURS.length] ?? '#2588ef';
  const size = text.length > 1 ? 34 : 44;
  return svg(
    96,
    96,
    `<rect width="96" height="96" rx="20" fill="${colour}"/>` +
      '<path d="M0 60 96 34V76a20 20 0 0 1-20 20H20A20 20 0 0 1 0 76z" fill="#fff" opacity=".08"/>' +
      `<text x="48" y="49" fill="#fff" font-family="${FONT}" font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="central">${text}</text>`,
    text,
  );
}

function write(relative: string, content: string): void {
  const bytes = Buffer.byteLength(content);
  if (bytes > MAX_BYTES) throw new Error(`${relative} is ${bytes} bytes, over the ${MAX_BYTES}-byte budget`);
  const path = join(MEDIA_DIR, relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

function main(): void {
  let count = 0;
  const emit = (relative: string, content: string) => {
    write(relative, content);
    count += 1;
  };
  COMPANIES.forEach((company, i) => emit(`logos/${company.code}.svg`, logo(company.shortName.zh, i)));
  for (let n = 1; n <= 12; n += 1) emit(`covers/cover-${n}.svg`, cover(`cover-${n}`, n - 1));
  for (let n = 1; n <= 8; n += 1) emit(`covers/topic-${n}.svg`, cover(`topic-${n}`, n + 2));
  for (let n = 1; n <= 12; n += 1) emit(`covers/video-${n}.svg`, cover(`video-${n}`, n + 4, PLAY_BUTTON));
  for (let n = 1; n <= 5; n += 1) emit(`banners/banner-${n}.svg`, banner(`banner-${n}`, n - 1, 1920, 480));
  emit('banners/home-picture.svg', banner('home-picture', 2, 1200, 300));
  console.log(`wrote ${count} SVG files under ${MEDIA_DIR}`);
}

main();
