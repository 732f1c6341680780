import type { ReactElement } from 'react';
import { crescent, fill, hBands, nordicCross, star, unionJack, vBands } from './flag-parts';

/**
 * The flag of every area code the server offers (packages/shared `COUNTRIES`), by ISO code,
 * drawn by hand in SVG: emoji flags need an emoji font, which many Android and desktop systems
 * lack, and then show two letters in boxes. Simplified on purpose; a 20 px flag only has to be
 * recognised, not be exact.
 */
const WHITE = '#fff';

/** East and South-East Asia. */
const ASIA_EAST: Record<string, ReactElement> = {
  VN: (
    <>
      {fill('#DA251D')}
      {star(15, 10.5, 6, '#FFFF00')}
    </>
  ),
  TH: hBands(['#A51931', '#F4F5F8', '#2D2A4A', '#F4F5F8', '#A51931'], [1, 1, 2, 1, 1]),
  MY: (
    <>
      {hBands(Array.from({ length: 14 }, (_, index) => (index % 2 === 0 ? '#CC0001' : WHITE)))}
      <rect width={15} height={11.43} fill="#010066" />
      {crescent(5.6, 5.7, 3.6, 0.9, '#FFCC00', '#010066')}
      {star(10.8, 5.7, 2.6, '#FFCC00', { points: 14, inner: 0.5 })}
    </>
  ),
  SG: (
    <>
      {hBands(['#EF3340', WHITE])}
      {crescent(6, 5, 3.4, 1.1, WHITE, '#EF3340')}
      {[
        [9.3, 3],
        [11, 4.3],
        [10.4, 6.4],
        [8.2, 6.4],
        [7.6, 4.3],
      ].map(([cx = 0, cy = 0]) => (
        <g key={`${cx}-${cy}`}>{star(cx, cy, 0.75, WHITE)}</g>
      ))}
    </>
  ),
  ID: hBands(['#FF0000', WHITE]),
  PH: (
    <>
      {hBands(['#0038A8', '#CE1126'])}
      <polygon points="0,0 17.3,10 0,20" fill={WHITE} />
      <circle cx={5.8} cy={10} r={2} fill="#FCD116" />
      {star(1.6, 2.6, 0.9, '#FCD116')}
      {star(1.6, 17.4, 0.9, '#FCD116')}
      {star(14.2, 10, 0.9, '#FCD116')}
    </>
  ),
  KH: (
    <>
      {hBands(['#032EA1', '#E00025', '#032EA1'], [1, 2, 1])}
      <g fill={WHITE}>
        <rect x={9.5} y={12.5} width={11} height={1.2} />
        <polygon points="10.8,12.5 12,8.4 13.2,12.5" />
        <polygon points="13.4,12.5 15,6.4 16.6,12.5" />
        <polygon points="16.8,12.5 18,8.4 19.2,12.5" />
      </g>
    </>
  ),
  LA: (
    <>
      {hBands(['#CE1126', '#002868', '#CE1126'], [1, 2, 1])}
      <circle cx={15} cy={10} r={4} fill={WHITE} />
    </>
  ),
  MM: (
    <>
      {hBands(['#FECB00', '#34B233', '#EA2839'])}
      {star(15, 10.8, 7, WHITE)}
    </>
  ),
  BN: (
    <>
      {fill('#F7E017')}
      <polygon points="0,3.5 30,13.5 30,16.5 0,6.5" fill={WHITE} />
      <polygon points="0,6.5 30,16.5 30,19.5 0,9.5" fill="#000" />
      <g fill="#CF1126">
        <path d="M11.2,10.2 a3.8,3.8 0 0 0 7.6,0 a3.8,2.4 0 0 1 -7.6,0 Z" />
        <rect x={14.5} y={5.2} width={1} height={7} />
        <rect x={12.6} y={5.2} width={4.8} height={0.9} />
      </g>
    </>
  ),
  CN: (
    <>
      {fill('#EE1C25')}
      {star(5, 5, 3, '#FFFF00')}
      {star(10, 2, 1, '#FFFF00', { turnDeg: 23 })}
      {star(12, 4, 1, '#FFFF00', { turnDeg: 46 })}
      {star(12, 7, 1, '#FFFF00', { turnDeg: 70 })}
      {star(10, 9, 1, '#FFFF00', { turnDeg: 20 })}
    </>
  ),
  HK: (
    <>
      {fill('#DE2910')}
      <g fill={WHITE}>
        {[0, 72, 144, 216, 288].map((turn) => (
          <ellipse key={turn} cx={15} cy={6.6} rx={1.7} ry={3.4} transform={`rotate(${turn} 15 10)`} />
        ))}
      </g>
    </>
  ),
  MO: (
    <>
      {fill('#00785E')}
      <g fill={WHITE}>
        <ellipse cx={15} cy={10} rx={1.5} ry={3} />
        <ellipse cx={12.8} cy={10.8} rx={1.2} ry={2.4} transform="rotate(-35 12.8 10.8)" />
        <ellipse cx={17.2} cy={10.8} rx={1.2} ry={2.4} transform="rotate(35 17.2 10.8)" />
      </g>
      <path d="M10,14 Q15,16.5 20,14" stroke={WHITE} strokeWidth={0.9} fill="none" />
      {star(15, 4.2, 1.2, '#FBD116')}
      {star(11.5, 5, 0.7, '#FBD116')}
      {star(18.5, 5, 0.7, '#FBD116')}
      {star(9.6, 6.8, 0.7, '#FBD116')}
      {star(20.4, 6.8, 0.7, '#FBD116')}
    </>
  ),
  TW: (
    <>
      {fill('#FE0000')}
      <rect width={15} height={10} fill="#000095" />
      {star(7.5, 5, 3.9, WHITE, { points: 12, inner: 0.62 })}
      <circle cx={7.5} cy={5} r={2.3} fill="#000095" />
      <circle cx={7.5} cy={5} r={1.95} fill={WHITE} />
    </>
  ),
  JP: (
    <>
      {fill(WHITE)}
      <circle cx={15} cy={10} r={6} fill="#BC002D" />
    </>
  ),
  KR: (
    <>
      {fill(WHITE)}
      <g transform="rotate(33.7 15 10)">
        <circle cx={15} cy={10} r={5} fill="#003478" />
        <path d="M10,10 a5,5 0 0 1 10,0 Z" fill="#C60C30" />
        <circle cx={12.5} cy={10} r={2.5} fill="#C60C30" />
        <circle cx={17.5} cy={10} r={2.5} fill="#003478" />
      </g>
      <g fill="#000">
        {[
          [5.2, 4.2, -56.3],
          [24.8, 15.8, -56.3],
          [24.8, 4.2, 56.3],
          [5.2, 15.8, 56.3],
        ].map(([cx = 0, cy = 0, turn = 0]) => (
          <g key={`${cx}-${cy}`} transform={`rotate(${turn} ${cx} ${cy})`}>
            <rect x={cx - 2} y={cy - 1.6} width={4} height={0.7} />
            <rect x={cx - 2} y={cy - 0.35} width={4} height={0.7} />
            <rect x={cx - 2} y={cy + 0.9} width={4} height={0.7} />
          </g>
        ))}
      </g>
    </>
  ),
  MN: (
    <>
      {vBands(['#C4272F', '#015197', '#C4272F'])}
      <g fill="#F9CF02">
        <circle cx={5} cy={5.2} r={1.3} />
        <rect x={3.6} y={7.4} width={2.8} height={0.7} />
        <rect x={3.6} y={8.6} width={2.8} height={5} />
        <rect x={3.6} y={14.2} width={2.8} height={0.7} />
      </g>
    </>
  ),
};

/** South Asia. */
const ASIA_SOUTH: Record<string, ReactElement> = {
  IN: (
    <>
      {hBands(['#FF9933', WHITE, '#138808'])}
      <circle cx={15} cy={10} r={2.6} fill="none" stroke="#000080" strokeWidth={0.5} />
      <g stroke="#000080" strokeWidth={0.2}>
        {[0, 15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 165].map((turn) => (
          <line key={turn} x1={12.6} y1={10} x2={17.4} y2={10} transform={`rotate(${turn} 15 10)`} />
        ))}
      </g>
    </>
  ),
  PK: (
    <>
      {fill('#01411C')}
      <rect width={7.5} height={20} fill={WHITE} />
      <g transform="rotate(-40 19 10)">{crescent(19, 10, 5, 1.4, WHITE, '#01411C')}</g>
      {star(21.4, 7.4, 1.7, WHITE, { turnDeg: 15 })}
    </>
  ),
  BD: (
    <>
      {fill('#006A4E')}
      <circle cx={13.5} cy={10} r={5.3} fill="#F42A41" />
    </>
  ),
  LK: (
    <>
      {fill('#FFB700')}
      <rect x={1} y={1} width={3} height={18} fill="#005F56" />
      <rect x={4} y={1} width={3} height={18} fill="#FF5B00" />
      <rect x={8} y={1} width={21} height={18} fill="#8D153A" />
      <rect x={15} y={6} width={7} height={8} rx={2} fill="#FFB700" />
    </>
  ),
  NP: (
    <>
      <path d="M9,1 L21.5,10 L13.5,10 L21.5,19 L9,19 Z" fill="#DC143C" stroke="#003893" strokeWidth={1} />
      <path d="M11.2,6.5 a2.3,2.3 0 0 0 4.2,0 a2.3,1.4 0 0 1 -4.2,0 Z" fill={WHITE} />
      {star(13.3, 14.6, 2, WHITE, { points: 12, inner: 0.6 })}
    </>
  ),
};

/** The Americas and Oceania. */
const AMERICAS_OCEANIA: Record<string, ReactElement> = {
  AU: (
    <>
      {fill('#012169')}
      {unionJack(0, 0, 15, 10)}
      {star(7.5, 15, 3, WHITE, { points: 7, inner: 0.45 })}
      {star(22.5, 17, 1.3, WHITE, { points: 7, inner: 0.45 })}
      {star(22.5, 4, 1.3, WHITE, { points: 7, inner: 0.45 })}
      {star(18.8, 8.8, 1.3, WHITE, { points: 7, inner: 0.45 })}
      {star(26, 7.6, 1.3, WHITE, { points: 7, inner: 0.45 })}
      {star(24.3, 11.2, 0.7, WHITE)}
    </>
  ),
  NZ: (
    <>
      {fill('#012169')}
      {unionJack(0, 0, 15, 10)}
      {[
        [22.5, 16, 1.6],
        [22.5, 4.5, 1.4],
        [19.3, 9, 1.3],
        [25.6, 8, 1.3],
      ].map(([cx = 0, cy = 0, r = 0]) => (
        <g key={`${cx}-${cy}`}>
          {star(cx, cy, r + 0.4, WHITE)}
          {star(cx, cy, r, '#C8102E')}
        </g>
      ))}
    </>
  ),
  US: (
    <>
      {hBands(Array.from({ length: 13 }, (_, index) => (index % 2 === 0 ? '#B22234' : WHITE)))}
      <rect width={12} height={10.77} fill="#3C3B6E" />
      <g fill={WHITE}>
        {Array.from({ length: 20 }, (_, index) => (
          <circle key={index} cx={1.5 + (index % 5) * 2.25} cy={1.5 + Math.floor(index / 5) * 2.6} r={0.5} />
        ))}
      </g>
    </>
  ),
  CA: (
    <>
      {vBands(['#D52B1E', WHITE, '#D52B1E'], [1, 2, 1])}
      <polygon
        fill="#D52B1E"
        points="15,4.6 16.1,6.6 17.3,6.1 16.9,8.9 18.7,7.4 19.1,8.5 20.3,8.3 19.7,10.3 20.4,10.8 17.6,13 17.9,14 15.3,13.6 15.3,16 14.7,16 14.7,13.6 12.1,14 12.4,13 9.6,10.8 10.3,10.3 9.7,8.3 10.9,8.5 11.3,7.4 13.1,8.9 12.7,6.1 13.9,6.6"
      />
    </>
  ),
  MX: (
    <>
      {vBands(['#006847', WHITE, '#CE1126'])}
      <circle cx={15} cy={10} r={2.4} fill="#8C5A2B" />
      <path d="M12.2,11 Q15,14.4 17.8,11" stroke="#006847" strokeWidth={0.7} fill="none" />
    </>
  ),
  BR: (
    <>
      {fill('#009C3B')}
      <polygon points="2.5,10 15,2 27.5,10 15,18" fill="#FFDF00" />
      <circle cx={15} cy={10} r={5} fill="#002776" />
      <path d="M10.2,9.2 Q15,7.6 19.8,10.8" stroke={WHITE} strokeWidth={0.8} fill="none" />
    </>
  ),
  AR: (
    <>
      {hBands(['#74ACDF', WHITE, '#74ACDF'])}
      {star(15, 10, 2.6, '#F6B40E', { points: 16, inner: 0.6 })}
    </>
  ),
  CL: (
    <>
      {hBands([WHITE, '#D52B1E'])}
      <rect width={10} height={10} fill="#0039A6" />
      {star(5, 5, 2.6, WHITE)}
    </>
  ),
  CO: hBands(['#FCD116', '#003893', '#CE1126'], [2, 1, 1]),
  PE: vBands(['#D91023', WHITE, '#D91023']),
};

/** Europe. */
const EUROPE: Record<string, ReactElement> = {
  GB: unionJack(0, 0, 30, 20),
  IE: vBands(['#169B62', WHITE, '#FF883E']),
  FR: vBands(['#002395', WHITE, '#ED2939']),
  DE: hBands(['#000', '#DD0000', '#FFCE00']),
  IT: vBands(['#009246', WHITE, '#CE2B37']),
  ES: hBands(['#AA151B', '#F1BF00', '#AA151B'], [1, 2, 1]),
  PT: (
    <>
      {vBands(['#006600', '#FF0000'], [2, 3])}
      <circle cx={12} cy={10} r={3.4} fill="#FFCC00" />
      <rect x={10.6} y={8.2} width={2.8} height={3.6} rx={0.6} fill={WHITE} />
      <rect x={11.1} y={8.7} width={1.8} height={2.6} rx={0.4} fill="#FF0000" />
    </>
  ),
  NL: hBands(['#AE1C28', WHITE, '#21468B']),
  BE: vBands(['#000', '#FAE042', '#ED2939']),
  CH: (
    <>
      {fill('#DA291C')}
      <g fill={WHITE}>
        <rect x={13.5} y={4} width={3} height={12} />
        <rect x={9} y={8.5} width={12} height={3} />
      </g>
    </>
  ),
  AT: hBands(['#ED2939', WHITE, '#ED2939']),
  SE: (
    <>
      {fill('#006AA7')}
      {nordicCross(9.4, 8, 3.8, '#FECC00')}
    </>
  ),
  NO: (
    <>
      {fill('#BA0C2F')}
      {nordicCross(8.2, 7.5, 5.4, WHITE)}
      {nordicCross(9.5, 8.8, 2.7, '#00205B')}
    </>
  ),
  DK: (
    <>
      {fill('#C8102E')}
      {nordicCross(9.7, 8.6, 2.9, WHITE)}
    </>
  ),
  FI: (
    <>
      {fill(WHITE)}
      {nordicCross(8.3, 7.3, 5.4, '#002F6C')}
    </>
  ),
  PL: hBands([WHITE, '#DC143C']),
  CZ: (
    <>
      {hBands([WHITE, '#D7141A'])}
      <polygon points="0,0 15,10 0,20" fill="#11457E" />
    </>
  ),
  GR: (
    <>
      {hBands(Array.from({ length: 9 }, (_, index) => (index % 2 === 0 ? '#0D5EAF' : WHITE)))}
      <rect width={11.1} height={11.1} fill="#0D5EAF" />
      <g fill={WHITE}>
        <rect x={4.44} y={0} width={2.22} height={11.1} />
        <rect x={0} y={4.44} width={11.1} height={2.22} />
      </g>
    </>
  ),
  RO: vBands(['#002B7F', '#FCD116', '#CE1126']),
  UA: hBands(['#0057B7', '#FFD700']),
  RU: hBands([WHITE, '#0039A6', '#D52B1E']),
};

/** Central Asia, the Middle East and Africa. */
const ASIA_WEST_AFRICA: Record<string, ReactElement> = {
  KZ: (
    <>
      {fill('#00AFCA')}
      {star(15, 8.2, 4, '#FEC50C', { points: 16, inner: 0.7 })}
      <circle cx={15} cy={8.2} r={2.4} fill="#FEC50C" />
      <path d="M10.5,14 Q15,11.5 19.5,14 Q15,12.8 10.5,14 Z" fill="#FEC50C" />
      <rect x={1.5} y={0} width={1.2} height={20} fill="#FEC50C" opacity={0.85} />
    </>
  ),
  TR: (
    <>
      {fill('#E30A17')}
      {crescent(11.5, 10, 5, 1.3, WHITE, '#E30A17')}
      {star(17.6, 10, 2.3, WHITE, { turnDeg: -90 })}
    </>
  ),
  IL: (
    <>
      {fill(WHITE)}
      <rect y={2} width={30} height={3} fill="#0038B8" />
      <rect y={15} width={30} height={3} fill="#0038B8" />
      <g fill="none" stroke="#0038B8" strokeWidth={0.8}>
        <polygon points="15,6.2 18.3,12 11.7,12" />
        <polygon points="15,13.8 18.3,8 11.7,8" />
      </g>
    </>
  ),
  AE: (
    <>
      {hBands(['#00732F', WHITE, '#000'])}
      <rect width={7.5} height={20} fill="#FF0000" />
    </>
  ),
  SA: (
    <>
      {fill('#006C35')}
      <g fill={WHITE}>
        <rect x={8} y={6} width={14} height={1.3} rx={0.6} />
        <rect x={9.5} y={8.4} width={11} height={1.1} rx={0.5} />
        <rect x={8} y={12.6} width={13.5} height={0.8} />
        <rect x={21.5} y={12.1} width={0.8} height={1.8} />
      </g>
    </>
  ),
  QA: (
    <>
      {fill('#8A1538')}
      <polygon
        fill={WHITE}
        points={[
          '0,0',
          ...Array.from({ length: 9 }, (_, index) => {
            const top = (20 / 9) * index;
            return `8,${top.toFixed(2)} 10.6,${(top + 10 / 9).toFixed(2)}`;
          }),
          '8,20',
          '0,20',
        ].join(' ')}
      />
    </>
  ),
  EG: (
    <>
      {hBands(['#CE1126', WHITE, '#000'])}
      <path d="M13.4,8 H16.6 L16,11.6 L15,12.4 L14,11.6 Z" fill="#C09300" />
    </>
  ),
  MA: (
    <>
      {fill('#C1272D')}
      <polygon
        points="15,5.2 17.82,13.88 10.43,8.52 19.57,8.52 12.18,13.88"
        fill="none"
        stroke="#006233"
        strokeWidth={0.8}
        strokeLinejoin="round"
      />
    </>
  ),
  NG: vBands(['#008751', WHITE, '#008751']),
  KE: (
    <>
      {hBands(['#000', WHITE, '#BB0000', WHITE, '#006600'], [6, 1, 6, 1, 6])}
      <ellipse cx={15} cy={10} rx={2.8} ry={6.4} fill="#000" />
      <ellipse cx={15} cy={10} rx={1.5} ry={6.4} fill="#BB0000" />
      <line x1={15} y1={5.5} x2={15} y2={14.5} stroke={WHITE} strokeWidth={0.4} />
    </>
  ),
  GH: (
    <>
      {hBands(['#CE1126', '#FCD116', '#006B3F'])}
      {star(15, 10.3, 3.4, '#000')}
    </>
  ),
  ZA: (
    <>
      {hBands(['#E03C31', '#001489'])}
      <path d="M0,0 L12.5,10 L30,10 M0,20 L12.5,10" stroke={WHITE} strokeWidth={6.6} fill="none" />
      <path d="M0,0 L12.5,10 L30,10 M0,20 L12.5,10" stroke="#007749" strokeWidth={4} fill="none" />
      <polygon points="0,2.2 9.8,10 0,17.8" fill="#FFB81C" />
      <polygon points="0,4 7.6,10 0,16" fill="#000" />
    </>
  ),
};

export const FLAG_ART: Readonly<Record<string, ReactElement>> = {
  ...ASIA_EAST,
  ...ASIA_SOUTH,
  ...AMERICAS_OCEANIA,
  ...EUROPE,
  ...ASIA_WEST_AFRICA,
};
