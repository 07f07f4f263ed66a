// The demo listing's pictures, drawn as SVG and rasterised with sharp (the marketplace service's image
// library) at seed time: a logo and three 1280x720 screenshots of a made-up crew scheduling app.
// scripts/assets/showcase.mp4 is a slideshow of the same three screenshots (made once with ffmpeg; see
// docs/decisions.md), so the listing's video shows what its pictures do.
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
const INK = '#1b2333';
const MUTED = '#5b6578';
const BRAND = '#1e4d8c';

const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');
const text = (x, y, value, { size = 18, weight = 400, fill = INK, anchor = 'start' } = {}) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(value)}</text>`;
const rect = (x, y, w, h, fill, r = 8, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;

export const logoSvg = () => `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
  ${rect(0, 0, 200, 200, '#ffffff', 0)}
  ${rect(20, 20, 160, 160, BRAND, 32)}
  ${rect(48, 62, 104, 88, '#ffffff', 10)}
  ${rect(48, 62, 104, 24, '#f2b134', 10)}
  ${rect(48, 76, 104, 10, '#f2b134', 0)}
  ${rect(66, 50, 10, 24, '#ffffff', 4)}${rect(124, 50, 10, 24, '#ffffff', 4)}
  ${[0, 1, 2].map((c) => [0, 1].map((r) => rect(60 + c * 28, 96 + r * 24, 20, 16, r === 1 && c === 1 ? BRAND : '#c9d6ea', 3)).join('')).join('')}
</svg>`;

const frame = (title, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  ${rect(0, 0, 1280, 720, '#eef2f7', 0)}
  ${rect(0, 0, 1280, 64, BRAND, 0)}
  ${rect(24, 16, 32, 32, '#ffffff', 8)}${rect(31, 26, 18, 15, BRAND, 3)}
  ${text(72, 41, 'Crew Schedule Sync', { size: 22, weight: 700, fill: '#ffffff' })}
  ${text(1256, 41, 'Riverside Medical Center · Phase 2', { size: 16, fill: '#dbe6f5', anchor: 'end' })}
  ${text(40, 116, title, { size: 30, weight: 700 })}
  ${body}
</svg>`;

const DAYS = ['Mon 3', 'Tue 4', 'Wed 5', 'Thu 6', 'Fri 7'];
const CREWS = [
  [
    'Concrete crew A',
    [
      [0, 2, '#3f7fd1', 'Level 2 slab pour'],
      [3, 2, '#3f7fd1', 'Curing checks'],
    ],
  ],
  [
    'Framing crew',
    [
      [0, 1, '#e08a2e', 'Layout'],
      [1, 3, '#e08a2e', 'East wing framing'],
    ],
  ],
  [
    'Electrical',
    [
      [1, 2, '#2f9e6b', 'Rough-in, floors 1–2'],
      [4, 1, '#2f9e6b', 'Inspection'],
    ],
  ],
  ['Mechanical', [[2, 3, '#8a5cc7', 'Ductwork, level 3']]],
  ['Site logistics', [[0, 5, '#6b7891', 'Crane on site all week']]],
];

export const scheduleSvg = () =>
  frame(
    'This week’s crew schedule',
    [
      rect(40, 140, 1200, 540, '#ffffff', 12),
      ...DAYS.map((d, i) => text(300 + i * 188 + 94, 182, d, { size: 17, weight: 700, fill: MUTED, anchor: 'middle' })),
      ...CREWS.flatMap(([crew, blocks], row) => [
        text(64, 240 + row * 92, crew, { size: 19, weight: 700 }),
        `<line x1="60" x2="1220" y1="${200 + row * 92}" y2="${200 + row * 92}" stroke="#e3e8f0"/>`,
        ...blocks.flatMap(([start, span, color, label]) => [
          rect(304 + start * 188, 212 + row * 92, span * 188 - 8, 52, color, 8),
          text(318 + start * 188, 244 + row * 92, label, { size: 16, weight: 700, fill: '#ffffff' }),
        ]),
      ]),
    ].join(''),
  );

const PAIRS = [
  ['Riverside Medical Center · Phase 2', 'RMC-P2 Field Schedule', 'Synced'],
  ['Harbor View Apartments', 'HVA Crew Board', 'Synced'],
  ['Northgate Logistics Hub', 'NLH Master Schedule', 'Synced'],
  ['Elm Street School Renovation', 'Choose a schedule…', 'Not linked'],
];

export const mappingSvg = () =>
  frame(
    'Link each project to a schedule',
    [
      rect(40, 140, 1200, 540, '#ffffff', 12),
      text(80, 190, 'Project on the platform', { size: 17, weight: 700, fill: MUTED }),
      text(700, 190, 'Schedule in Crew Schedule Sync', { size: 17, weight: 700, fill: MUTED }),
      ...PAIRS.flatMap(([project, schedule, state], i) => {
        const y = 220 + i * 108;
        const linked = state === 'Synced';
        return [
          rect(72, y, 540, 72, '#f5f8fc', 10, 'stroke="#d5deea"'),
          text(96, y + 44, project, { size: 19, weight: 700 }),
          `<path d="M628 ${y + 36} h40 m-12 -10 l12 10 l-12 10" stroke="${linked ? BRAND : '#b6c0cf'}" stroke-width="4" fill="none"/>`,
          rect(
            684,
            y,
            400,
            72,
            linked ? '#f5f8fc' : '#ffffff',
            10,
            `stroke="${linked ? '#d5deea' : '#b6c0cf'}" stroke-dasharray="${linked ? '' : '6 5'}"`,
          ),
          text(708, y + 44, schedule, { size: 19, weight: linked ? 700 : 400, fill: linked ? INK : MUTED }),
          rect(1100, y + 20, 116, 32, linked ? '#dff3e8' : '#fdecd6', 16),
          text(1158, y + 42, state, { size: 15, weight: 700, fill: linked ? '#1f7a4c' : '#9a5a12', anchor: 'middle' }),
        ];
      }),
    ].join(''),
  );

const ACTIVITY = [
  ['09:42', 'Level 2 slab pour moved to Tue 4', 'Concrete crew A', 'Pushed to the platform'],
  ['09:40', 'Daily log: 14 workers on site', 'Site logistics', 'Pulled from the platform'],
  ['08:15', 'Rough-in inspection booked Fri 7', 'Electrical', 'Pushed to the platform'],
  ['07:58', 'RFI #212 answered', 'Mechanical', 'Pulled from the platform'],
  ['07:30', 'Crew availability updated', 'Framing crew', 'Pushed to the platform'],
];

export const activitySvg = () =>
  frame(
    'Sync activity',
    [
      rect(40, 140, 1200, 540, '#ffffff', 12),
      ...['Time', 'Change', 'Crew', 'Direction'].map((h, i) =>
        text([72, 200, 720, 960][i], 190, h, { size: 17, weight: 700, fill: MUTED }),
      ),
      ...ACTIVITY.flatMap(([time, change, crew, direction], i) => {
        const y = 236 + i * 84;
        return [
          `<line x1="60" x2="1220" y1="${y - 34}" y2="${y - 34}" stroke="#e3e8f0"/>`,
          text(72, y + 6, time, { size: 18, fill: MUTED }),
          text(200, y + 6, change, { size: 19, weight: 700 }),
          text(720, y + 6, crew, { size: 18 }),
          rect(956, y - 20, 236, 36, direction.startsWith('Pushed') ? '#e2ecf9' : '#efe6fa', 18),
          text(1074, y + 4, direction, {
            size: 15,
            weight: 700,
            fill: direction.startsWith('Pushed') ? BRAND : '#6a3fb0',
            anchor: 'middle',
          }),
        ];
      }),
    ].join(''),
  );

export const SCREENSHOTS = [
  ['crew-schedule.png', scheduleSvg],
  ['project-mapping.png', mappingSvg],
  ['sync-activity.png', activitySvg],
];
