/** Offices and map previews (1200x800) and the video posters (1280x720). */
import {
  car,
  cloud,
  hills,
  person,
  personLook,
  shield,
  sky,
  sun,
  tabletFrame,
  textLines,
  tower,
  tree,
  windows,
} from "./kit.ts";
import { C } from "./palette.ts";
import { cityRow, damagedCar, hillbrowTower, lowOffice } from "./scenes-outdoor.ts";
import {
  Defs,
  Rng,
  at,
  circle,
  ellipse,
  g,
  line,
  n,
  path,
  poly,
  rect,
  ridge,
  shade,
  smoothLine,
  stroke,
} from "./svg.ts";

const OW = 1200;
const OH = 800;

export type Draw = (d: Defs, rng: Rng) => string;

// Offices.

const officeGauteng: Draw = (d, rng) => {
  let out = sky(d, OW, OH, "day");
  out += cloud(200, 120, 1) + cloud(1000, 90, 0.8);
  out += cityRow(rng, -20, OW + 20, 600, 120, 260, "#c9dde6", "#e3eef2");
  // The glass tower with a reflective face.
  out += at(620, 640, 1, tower(300, 500, "#2f6f97", "#7fb3cf", { cap: "slant", bands: true }));
  out += at(
    620,
    640,
    1,
    path("M-150 -500L-40 -500L-150 -180Z", C.white, { opacity: 0.14 }) +
      rect(-150, -40, 300, 40, C.green900) +
      rect(-60, -36, 120, 36, "#bfe0ef"),
  );
  out += at(900, 640, 1, tower(180, 340, "#5e8fae", "#a9cfe0", { cap: "flat", cols: 5 }));
  out += rect(0, 640, OW, 160, "#d8d1c4");
  out += rect(0, 700, OW, 100, "#c9c1b2");
  for (let i = 0; i < 40; i++)
    out += ellipse(rng.range(0, OW), rng.range(650, 790), 6, 3, C.jacaranda, { opacity: 0.8 });
  for (const [x, s] of [
    [120, 1.25],
    [330, 1.05],
    [1040, 1.3],
  ] as const)
    out += at(x, 700, s, tree("jacaranda"));
  return out;
};

function tableMountain(): string {
  return (
    path("M-700 0L-560 -150L-520 -300L-460 -330L420 -330L470 -300L520 -160L700 0Z", "#8ea7b3") +
    path("M-460 -330L420 -330L430 -318L-454 -318Z", "#a9bec8") +
    path(
      "M-520 -300L-470 -250L-430 -300L-380 -240L-320 -300L-250 -230L-180 -300L-120 -240L-40 -300L40 -240L120 -300L200 -236L280 -300L360 -246L420 -300L520 -160L700 0L-700 0L-560 -150Z",
      "#7b96a3",
    ) +
    path(
      "M-480 -342Q-400 -370 -300 -352Q-200 -376 -80 -352Q40 -378 160 -352Q280 -374 400 -348L420 -330L-460 -330Z",
      C.white,
      { opacity: 0.85 },
    )
  );
}

const officeCapeTown: Draw = (d, rng) => {
  let out = sky(d, OW, OH, "day");
  out += cloud(1050, 110, 0.8);
  out += at(600, 520, 1, tableMountain());
  out += path(
    ridge(
      [
        [-40, 470],
        [120, 380],
        [260, 470],
      ],
      560,
    ),
    "#8aa98f",
  );
  out += cityRow(rng, -20, OW + 20, 600, 80, 200, "#dfe6e4", "#eef3f1");
  // The office block: stone base, glass above.
  out += rect(340, 250, 520, 400, "#efe8da");
  out += rect(340, 250, 520, 24, "#d9cdb9");
  out += windows(360, 290, 480, 260, 8, 6, "#9cc7da", 0.28);
  out += rect(340, 560, 520, 90, "#d9cdb9") + rect(540, 580, 120, 70, C.green900) + rect(340, 556, 520, 10, C.gold);
  out += rect(0, 650, OW, 150, "#cfc8bb");
  out += rect(0, 700, OW, 100, "#b9b2a6") + rect(0, 740, OW, 6, C.white, 0, { opacity: 0.6 });
  out +=
    at(160, 700, 1.1, tree("round", C.leaf)) +
    at(1020, 700, 1.2, tree("palm", C.leaf)) +
    at(280, 700, 0.9, tree("round", C.leafDark));
  out += at(960, 770, 0.6, car(C.red, "hatch"));
  return out;
};

const officeDurban: Draw = (d, rng) => {
  let out = sky(d, OW, OH, "soft");
  out += sun(1050, 120, 40, "#f7c948");
  out += cloud(300, 110, 0.9);
  out += rect(0, 330, OW, 120, d.lin([C.waterLight, C.water]));
  for (let i = 0; i < 10; i++)
    out += stroke(`M${n(rng.range(0, OW))} ${n(rng.range(345, 430))}q16 -6 32 0t32 0`, C.white, 2.5, { opacity: 0.6 });
  out += cityRow(rng, 760, OW + 20, 440, 60, 140, "#e3eaec", "#f0f5f6");
  out += path(
    ridge(
      [
        [-40, 460],
        [300, 430],
        [700, 470],
        [1240, 450],
      ],
      OH,
    ),
    "#9ccf8e",
  );
  out += at(380, 620, 1, lowOffice(460, 170, "#fbf9f4", C.glass, 2));
  out += at(800, 600, 1, lowOffice(340, 140, "#f4efe6", "#a9cfe0", 2));
  out += rect(0, 620, OW, 180, "#b4da9a") + rect(0, 660, OW, 50, "#d8d1c4");
  for (const [x, s] of [
    [90, 1],
    [640, 0.9],
    [1000, 1.05],
    [1130, 0.85],
  ] as const)
    out += at(x, 680, s, tree("palm", C.leaf));
  for (let x = 40; x < OW; x += 120) out += at(x, 760, 0.6, tree("bush", C.grassDark));
  return out;
};

// Map previews.

const MAP = {
  land: "#f1eee8",
  block: "#e6e1d7",
  park: "#cfe6c6",
  water: "#a9d3e6",
  road: "#ffffff",
  edge: "#d8d2c6",
  major: "#f6d88e",
  majorEdge: "#dcb45c",
  sand: "#f3e6c4",
};

function roadGrid(angle: number, sx: number, sy: number, width: number): string {
  let out = "";
  for (let x = -1200; x <= 2400; x += sx)
    out += line(x, -1200, x, 2000, MAP.edge, width + 4) + line(x, -1200, x, 2000, MAP.road, width);
  for (let y = -1200; y <= 2000; y += sy)
    out += line(-1200, y, 2400, y, MAP.edge, width + 4) + line(-1200, y, 2400, y, MAP.road, width);
  return g(out, { transform: `rotate(${angle} 600 400)` });
}

function blocks(rng: Rng, angle: number, sx: number, sy: number): string {
  let out = "";
  for (let x = -600; x < 1800; x += sx) {
    for (let y = -600; y < 1400; y += sy) {
      if (rng.chance(0.55))
        out += rect(x + 14, y + 14, sx * rng.range(0.35, 0.7), sy * rng.range(0.35, 0.7), "#dcd6ca", 3);
    }
  }
  return g(out, { transform: `rotate(${angle} 600 400)` });
}

function majorRoad(d: string, width = 20): string {
  return stroke(d, MAP.majorEdge, width + 6) + stroke(d, MAP.major, width);
}

function marker(): string {
  return (
    ellipse(0, 0, 26, 8, "#000", { opacity: 0.2 }) +
    circle(0, -58, 70, C.gold, { opacity: 0.16 }) +
    path("M0 0C-12 -26 -40 -46 -40 -72A40 40 0 0 1 40 -72C40 -46 12 -26 0 0Z", C.gold) +
    path("M0 0C-12 -26 -40 -46 -40 -72A40 40 0 0 1 0 -112Z", shade(C.gold, 0.12), { opacity: 0.6 }) +
    circle(0, -72, 16, C.white)
  );
}

const mapGauteng: Draw = (d, rng) => {
  let out = rect(0, 0, OW, OH, MAP.land);
  out += blocks(rng, 12, 110, 90);
  out += path("M760 80Q880 40 960 140T1000 330Q900 380 820 300T760 80Z", MAP.park);
  out += path("M120 560Q240 500 320 580T300 760Q180 790 120 700Z", MAP.park);
  out += roadGrid(12, 110, 90, 9);
  out += path("M760 80Q880 40 960 140T1000 330Q900 380 820 300T760 80Z", MAP.park, { opacity: 0.9 });
  out += circle(880, 200, 30, MAP.water);
  // The M1 and the main arterials.
  out += majorRoad("M180 -20C220 200 160 420 240 620S300 800 300 840", 26);
  out += majorRoad("M-20 300C300 330 700 380 1220 330", 18);
  out += majorRoad("M640 -20C620 200 660 600 600 820", 16);
  out += at(600, 400, 1.2, marker());
  return out;
};

const mapCapeTown: Draw = (d, rng) => {
  let out = rect(0, 0, OW, OH, MAP.land);
  out += blocks(rng, -35, 90, 80);
  out += roadGrid(-35, 90, 80, 8);
  // Table Bay and the harbour to the north.
  out += path("M-20 -20L1220 -20L1220 160Q1000 210 820 170T480 200T160 150T-20 190Z", MAP.water);
  out +=
    path("M700 190L700 110L760 110L760 180Z", MAP.land) +
    path("M860 170L860 60L900 60L900 166Z", MAP.land) +
    path("M980 160L980 90L1100 90L1100 150Z", MAP.land);
  // Signal Hill and the mountain to the south.
  out += path("M-20 380Q120 300 240 380T260 600Q120 640 -20 600Z", MAP.park);
  out += path("M-20 690Q300 600 600 660T1220 620L1220 820L-20 820Z", "#cfe0c0");
  for (let i = 1; i < 4; i++)
    out += stroke(
      `M-20 ${n(700 + i * 28)}Q300 ${n(620 + i * 28)} 600 ${n(680 + i * 28)}T1220 ${n(640 + i * 28)}`,
      "#b9cfa8",
      3,
    );
  out += path("M860 300Q940 260 1000 320T980 430Q900 450 860 400Z", MAP.park);
  out += majorRoad("M-20 250C300 260 700 240 1220 280", 18);
  out += majorRoad("M380 820C420 600 520 400 560 200", 16);
  out += majorRoad("M1220 470C1000 430 800 440 600 420", 14);
  out += at(600, 400, 1.2, marker());
  return out;
};

const mapDurban: Draw = (d, rng) => {
  let out = rect(0, 0, OW, OH, MAP.land);
  // Curving suburban streets on the ridge.
  let streets = "";
  for (let i = 0; i < 9; i++) {
    const y = 40 + i * 90;
    const pts: [number, number][] = [];
    for (let x = -40; x <= 900; x += 140) pts.push([x, y + Math.sin((x + i * 80) / 160) * 34 + rng.range(-8, 8)]);
    streets += stroke(smoothLine(pts), MAP.edge, 13) + stroke(smoothLine(pts), MAP.road, 9);
  }
  for (let i = 0; i < 6; i++) {
    const x = 80 + i * 150;
    streets +=
      stroke(`M${x} -20C${x + 40} 200 ${x - 30} 500 ${x + 20} 820`, MAP.edge, 13) +
      stroke(`M${x} -20C${x + 40} 200 ${x - 30} 500 ${x + 20} 820`, MAP.road, 9);
  }
  out += blocks(rng, 0, 140, 90) + streets;
  out += path("M420 520Q520 480 600 540T560 680Q470 700 420 640Z", MAP.park);
  out += path("M60 120Q160 80 220 150T180 280Q90 290 60 220Z", MAP.park);
  // The coast: beach and the Indian Ocean to the east, with a lagoon.
  out += path("M900 -20C860 200 960 420 900 600S940 800 960 820L1220 820L1220 -20Z", MAP.sand);
  out += path("M960 -20C920 200 1010 420 950 600S990 800 1010 820L1220 820L1220 -20Z", MAP.water);
  out += ellipse(880, 700, 60, 30, MAP.water);
  for (let i = 0; i < 6; i++)
    out += stroke(`M${1040 + (i % 2) * 60} ${60 + i * 130}q14 -6 28 0t28 0`, C.white, 2.5, { opacity: 0.7 });
  out += majorRoad("M120 -20C160 300 80 560 140 820", 24);
  out += majorRoad("M140 420C400 400 620 380 860 300", 16);
  out += majorRoad("M860 -20C820 200 900 420 850 600", 12);
  out += at(600, 400, 1.2, marker());
  return out;
};

// Posters and the frames the videos share with them (1280x720).

export const PW = 1280;
export const PH = 720;

/** The opening frame of the intro: a dusk skyline in brand greens, calm on the left for the titles. */
export const introPoster: Draw = (d, rng) => {
  let out = rect(0, 0, PW, PH, d.lin(["#0b3a30", "#0f5546", "#1f6f5c", "#3f8f78"]));
  out += circle(920, 420, 150, C.gold, { opacity: 0.18 }) + circle(920, 420, 105, C.goldMid, { opacity: 0.9 });
  out += hills(rng, PW, 520, 40, PH, "#2a6e5c", 5);
  out += cityRow(rng, 420, PW + 20, 600, 110, 260, "#1b5a4b", "#246a59", { color: "#f1d48c", p: 0.25 });
  out += at(760, 620, 0.72, hillbrowTower("#124c3f", "#f1d48c"));
  out += cityRow(rng, 380, PW + 20, 640, 90, 200, "#0f4438", "#175446", { color: "#f6dc95", p: 0.3 });
  out += rect(0, 640, PW, 80, "#0b3a30");
  out += rect(0, 640, PW, 4, C.gold, 0, { opacity: 0.8 });
  out += rect(
    0,
    0,
    PW,
    PH,
    d.lin(
      [
        ["#0b3a30", 0.85],
        ["#0b3a30", 0.35],
        ["#0b3a30", 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  return out;
};

export type SurveyScreen = "capture" | "camera" | "report";

/** The In-Syte app's screen, 560x360, in one of its three states. */
export interface ScreenProgress {
  /** How many form fields are filled in, and how many checks are ticked. */
  fields?: number;
  ticks?: number;
  /** Whether the report shows its chart and its approval shield yet. */
  bars?: boolean;
  shield?: boolean;
}

export function surveyScreen(state: SurveyScreen, rng: Rng, progress: ScreenProgress = {}): string {
  const { fields = 4, ticks = 3, bars = true, shield: withShield = true } = progress;
  let out = rect(0, 0, 560, 360, "#f4f7f6");
  out +=
    rect(0, 0, 560, 44, C.green900) +
    circle(28, 22, 11, C.gold) +
    rect(48, 16, 90, 12, "#5f8f82", 6) +
    circle(530, 22, 10, "#5f8f82");
  // Step tabs.
  (["capture", "camera", "report"] as const).forEach((s, i) => {
    out += rect(16 + i * 180, 56, 168, 30, s === state ? C.green700 : "#dfe8e4", 15);
    out += rect(60 + i * 180, 67, 80, 8, s === state ? C.white : "#a8bdb5", 4);
  });
  if (state === "capture") {
    for (let i = 0; i < 4; i++) {
      const y = 104 + i * 50;
      out +=
        rect(16, y, 120, 10, "#b9c6c1", 5) +
        rect(16, y + 16, 320, 24, C.white, 6, { stroke: "#d6e0dc", "stroke-width": 2 });
      if (i < fields) out += rect(26, y + 24, [200, 150, 240, 120][i]!, 8, "#8fa9a0", 4);
    }
    for (let i = 0; i < 4; i++) {
      const y = 110 + i * 46;
      out += rect(360, y, 26, 26, i < ticks ? C.green700 : C.white, 6, { stroke: C.green700, "stroke-width": 2 });
      if (i < ticks) out += stroke(`M366 ${y + 13}l6 6l9 -11`, C.white, 3);
      out += rect(398, y + 8, [120, 100, 130, 90][i]!, 10, "#b9c6c1", 5);
    }
    out += rect(360, 300, 184, 44, C.gold, 10) + rect(410, 318, 84, 9, C.white, 4);
  } else if (state === "camera") {
    out += rect(16, 100, 400, 244, "#bfdbe8", 8);
    out += g(
      rect(16, 250, 400, 94, "#a9c4b0") +
        at(
          216,
          290,
          0.36,
          rect(-520, -260, 1040, 260, "#dfe3e1") +
            rect(-520, -160, 1040, 30, C.green900) +
            windows(-500, -240, 1000, 60, 10, 1, C.glass, 0.3) +
            rect(380, -500, 50, 240, "#b9533f"),
        ),
    );
    out += stroke(
      "M40 124L40 150M40 124L66 124M392 124L366 124M392 124L392 150M40 320L40 294M40 320L66 320M392 320L366 320M392 320L392 294",
      C.white,
      4,
    );
    out += circle(216, 222, 26, "none", { stroke: C.white, "stroke-width": 3 });
    out += circle(480, 222, 34, C.white, { stroke: C.green700, "stroke-width": 6 });
    out += rect(440, 106, 90, 60, "#cfdcd6", 6) + rect(440, 280, 90, 60, "#cfdcd6", 6);
  } else {
    out += rect(16, 100, 330, 244, C.white, 8, { stroke: "#d6e0dc", "stroke-width": 2 });
    out += rect(32, 116, 140, 12, C.green900, 6) + textLines(32, 140, 290, 3, "#cfd8d4", 16, rng);
    if (bars)
      for (let i = 0; i < 5; i++)
        out += rect(
          44 + i * 56,
          320 - [60, 90, 70, 120, 100][i]!,
          36,
          [60, 90, 70, 120, 100][i]!,
          i === 3 ? C.gold : C.green500,
          4,
        );
    out += rect(36, 322, 290, 3, "#cfd8d4");
    out += rect(362, 100, 182, 150, C.white, 8, { stroke: "#d6e0dc", "stroke-width": 2 });
    if (withShield) out += at(453, 182, 0.5, shield(C.green700, C.gold, true));
    out += rect(362, 266, 182, 78, C.gold, 10) + rect(392, 298, 122, 12, C.white, 6);
  }
  return out;
}

/** The form as the In-Syte video opens (and its poster shows it): half filled in. */
export const POSTER_PROGRESS: ScreenProgress = { fields: 2, ticks: 1 };

/** The tablet of the In-Syte frames: its screen's top-left corner in the poster. */
export const TABLET = { x: 820, y: 380, sx: 820 - 280, sy: 380 - 180 };

export function inSyteBackground(d: Defs, rng: Rng): string {
  let out = rect(0, 0, PW, PH, d.lin([C.green100, "#f6f3ea"], 0, 0, 1, 1));
  out += circle(1120, 120, 220, C.green200, { opacity: 0.6 }) + circle(140, 660, 200, C.goldLight, { opacity: 0.8 });
  // A soft factory on the horizon behind the tablet.
  out += g(
    at(
      820,
      620,
      0.7,
      rect(-520, -260, 1040, 260, "#dfe6e3") +
        rect(-520, -160, 1040, 30, C.green300) +
        rect(380, -520, 50, 260, "#cdb8a8"),
    ),
    { opacity: 0.7 },
  );
  out += rect(0, 600, PW, 120, "#e7e1d3");
  out += ellipse(TABLET.x, 620, 360, 26, C.green900, { opacity: 0.12 });
  void rng;
  return out;
}

export const inSytePoster: Draw = (d, rng) => {
  return (
    inSyteBackground(d, rng) +
    at(TABLET.x, TABLET.y, 1, tabletFrame(560, 360, surveyScreen("capture", rng, POSTER_PROGRESS)))
  );
};

export function phoneCall(): string {
  let out = rect(-150, -300, 300, 600, "#1f2226", 40) + rect(-136, -284, 272, 568, "#0f4438", 30);
  out += rect(-40, -276, 80, 16, "#1f2226", 8);
  out += circle(0, -150, 64, C.green700) + circle(0, -150, 64, "none", { stroke: C.gold, "stroke-width": 4 });
  out +=
    path("M-26 -140A26 26 0 0 1 26 -140", "none", { stroke: C.white, "stroke-width": 6 }) +
    rect(-34, -146, 14, 24, C.white, 5) +
    rect(20, -146, 14, 24, C.white, 5) +
    circle(0, -168, 18, C.white);
  out += rect(-70, -56, 140, 14, "#8fc2b1", 7) + rect(-46, -30, 92, 10, "#5f8f82", 5);
  for (let i = 0; i < 3; i++) out += circle(-60 + i * 60, 60, 26, "#1f5a4c");
  out += circle(-60, 190, 34, C.red) + circle(60, 190, 34, "#3fb37f");
  out +=
    stroke("M-74 196q14 -14 28 0", C.white, 6) +
    path("M50 180l8 -6l8 8l-4 6q6 10 14 14l6 -4l8 8l-6 8q-30 -4 -34 -34z", C.white);
  for (const r of [90, 120])
    out += circle(0, -150, r, "none", { stroke: C.goldMid, "stroke-width": 3, opacity: r === 90 ? 0.5 : 0.25 });
  return out;
}

/** The roadside of the claim poster, without the phone. */
export const claimBackground: Draw = (d, rng) => {
  let out = sky(d, PW, PH, "warm");
  out += cloud(200, 110, 0.9) + cloud(700, 80, 0.7);
  out += hills(rng, PW, 420, 50, PH, "#c6dcb5", 5);
  out += rect(0, 460, PW, 260, "#a7c98e");
  out +=
    rect(0, 520, PW, 140, "#6b7075") +
    rect(0, 584, PW, 6, C.white, 0, { opacity: 0.7 }) +
    rect(0, 520, PW, 8, "#c9c4bb");
  out += at(380, 610, 1.3, damagedCar());
  out += at(120, 640, 1, poly([0, -70, 40, 0, -40, 0], C.red) + poly([0, -50, 24, -10, -24, -10], "#f6f1e6"));
  out += at(
    620,
    660,
    1.1,
    person(personLook(rng, { hold: "phone", top: C.green700, skin: "#8a5a3c", hairStyle: "short" })),
  );
  out += rect(0, 660, PW, 60, "#94bb7c");
  out += circle(1000, 360, 300, C.white, { opacity: 0.25 });
  return out;
};

export const claimPoster: Draw = (d, rng) => claimBackground(d, rng) + at(1000, 380, 0.95, phoneCall());

export const officeDraws: Record<string, Draw> = {
  "offices/gauteng": officeGauteng,
  "offices/cape-town": officeCapeTown,
  "offices/durban": officeDurban,
  "maps/gauteng": mapGauteng,
  "maps/cape-town": mapCapeTown,
  "maps/durban": mapDurban,
};

export const posterDraws: Record<string, Draw> = {
  "posters/intro": introPoster,
  "posters/in-syte": inSytePoster,
  "posters/report-a-claim": claimPoster,
};
