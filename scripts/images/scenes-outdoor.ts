/** Outdoor scenes (1600x900): cities, buildings, vehicles, land and weather. */
import {
  car,
  cloud,
  forklift,
  grassTufts,
  hills,
  house,
  person,
  personLook,
  shadowUnder,
  sky,
  sun,
  tower,
  tractor,
  tree,
  truck,
  van,
  windows,
} from "./kit.ts";
import { C } from "./palette.ts";
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

export const W = 1600;
export const H = 900;

export type Draw = (d: Defs, rng: Rng) => string;

/** A row of towers between x0 and x1 standing on baseY. */
export function cityRow(
  rng: Rng,
  x0: number,
  x1: number,
  baseY: number,
  hMin: number,
  hMax: number,
  body: string,
  win: string,
  lit?: { color: string; p: number },
): string {
  let out = "";
  let x = x0;
  while (x < x1) {
    const w = rng.range(60, 130);
    const h = rng.range(hMin, hMax);
    const cap = rng.pick(["flat", "flat", "spire", "slant", "crown"] as const);
    const tint = shade(body, rng.range(-0.06, 0.08));
    out += at(
      x + w / 2,
      baseY,
      1,
      tower(w, h, tint, win, { cap, bands: rng.chance(0.35), lit: lit ? { rng, ...lit } : undefined }),
    );
    x += w + rng.range(-10, 14);
  }
  return out;
}

function hillbrowTower(color: string, light: string): string {
  return (
    path("M-22 0L-14 -540L14 -540L22 0Z", color) +
    rect(-40, -560, 80, 24, color, 4) +
    rect(-46, -600, 92, 40, shade(color, 0.08), 6) +
    rect(-46, -590, 92, 6, light, 2) +
    rect(-36, -640, 72, 40, color, 4) +
    rect(-42, -660, 84, 18, shade(color, 0.1), 4) +
    rect(-4, -760, 8, 100, color) +
    circle(0, -762, 5, C.red)
  );
}

function ponte(color: string, win: string, rng: Rng): string {
  let out = rect(-62, -330, 124, 330, color, 6) + rect(-62, -330, 34, 330, shade(color, 0.08), 6);
  for (let r = 0; r < 22; r++) {
    for (let c = 0; c < 7; c++) {
      if (rng.chance(0.5)) out += rect(-54 + c * 16, -318 + r * 14, 9, 7, win, 1);
    }
  }
  out += rect(-66, -360, 132, 30, shade(color, -0.1), 4) + rect(-58, -354, 116, 18, C.dusk3, 2, { opacity: 0.7 });
  return out;
}

const skyline: Draw = (d, rng) => {
  let out = sky(d, W, H, "dusk");
  out += sun(1130, 600, 70, "#ffcf7a");
  out +=
    cloud(300, 200, 1.4, "#f3b98f", 0.35) +
    cloud(1300, 150, 1.1, "#f3b98f", 0.3) +
    cloud(900, 280, 0.9, "#f6c89a", 0.3);
  out += hills(rng, W, 600, 70, H, "#5c4a7a", 5);
  out += cityRow(rng, 0, W, 700, 120, 300, "#4b3f6e", "#5d5185", { color: "#f6c56a", p: 0.22 });
  out += at(520, 720, 1, hillbrowTower("#352d56", "#f6c56a"));
  out += at(760, 720, 1, ponte("#3a325c", "#f6c56a", rng));
  out += cityRow(rng, -20, 430, 740, 140, 260, "#2f2a4e", "#3d365f", { color: "#ffd27d", p: 0.3 });
  out += cityRow(rng, 860, W + 20, 740, 120, 320, "#2f2a4e", "#3d365f", { color: "#ffd27d", p: 0.3 });
  // Highway with light trails.
  out += rect(0, 740, W, 160, "#231f3c");
  out += rect(0, 752, W, 36, "#2c2747");
  for (let i = 0; i < 14; i++) {
    const x = rng.range(0, W);
    out += rect(x, 760, rng.range(60, 160), 4, "#ffd27d", 2, { opacity: 0.8 });
    out += rect(rng.range(0, W), 776, rng.range(60, 160), 4, "#ff7a6b", 2, { opacity: 0.7 });
  }
  for (let x = 40; x < W; x += 220)
    out += at(
      x + rng.range(-30, 30),
      900,
      rng.range(0.7, 1),
      tree("jacaranda", C.jacaranda).replace(/#9b7fd1/g, "#5d4a8a"),
    );
  return out;
};

const history: Draw = (d, rng) => {
  let out = sky(d, W, H, "soft");
  out += cloud(260, 190, 1, "#ffffff", 0.8) + cloud(1250, 140, 1.3, "#ffffff", 0.8);
  out += hills(rng, W, 700, 40, H, "#d6e7dd", 6);
  out += rect(0, 760, W, 140, C.sand);
  const xs = [220, 440, 660, 880, 1100, 1360];
  const colors = [C.goldLight, "#e9d3a0", C.green300, C.green500, C.green700, C.green900];
  xs.forEach((x, i) => {
    const col = colors[i]!;
    const bh = 90 + i * 90;
    if (i === 0) out += at(x, 720, 1, house(120, 80, col, C.gold));
    else
      out += at(
        x,
        720,
        1,
        tower(70 + i * 16, bh, col, shade(col, i > 2 ? 0.35 : -0.15), {
          cap: i === 5 ? "crown" : i === 4 ? "spire" : "flat",
        }),
      );
    out += at(x, 722, 1, shadowUnder(160));
  });
  // Growth curve over the rooftops.
  const pts: [number, number][] = xs.map((x, i) => [x, 720 - (i === 0 ? 150 : 90 + i * 90) - 50 - (i === 5 ? 40 : 0)]);
  out += stroke(smoothLine(pts), C.gold, 5, { "stroke-dasharray": "2 14" });
  out += path(`M${n(pts[5]![0] + 18)} ${n(pts[5]![1] - 28)}l14 32l-34 -6z`, C.gold);
  // The timeline.
  out += rect(140, 778, 1320, 10, C.green900, 5);
  xs.forEach((x, i) => {
    out += circle(x, 783, i === 5 ? 22 : 15, i === 5 ? C.gold : C.white, { stroke: C.green900, "stroke-width": 6 });
    out += rect(x - 30, 822, 60, 10, C.stone, 5);
  });
  return out;
};

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

function solarRoof(
  x0: number,
  x1: number,
  yFront: number,
  yBack: number,
  inset: number,
  rows: number,
  cols: number,
): string {
  let out = poly([x0, yFront, x1, yFront, x1 - inset, yBack, x0 + inset, yBack], "#cfd6dc");
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const t0 = (r + 0.1) / rows;
      const t1 = (r + 0.9) / rows;
      const corner = (u: number, t: number): [number, number] => {
        const xl = lerp(x0 + 10, x0 + inset + 6, t);
        const xr = lerp(x1 - 10, x1 - inset - 6, t);
        return [lerp(xl, xr, u), lerp(yFront - 8, yBack + 6, t)];
      };
      const u0 = (c + 0.08) / cols;
      const u1 = (c + 0.92) / cols;
      const a = corner(u0, t0);
      const b = corner(u1, t0);
      const cc = corner(u1, t1);
      const dd = corner(u0, t1);
      out += poly([...a, ...b, ...cc, ...dd], c % 2 ? "#2d4f7c" : "#2a4a75");
      const m1 = corner((u0 + u1) / 2, t0);
      const m2 = corner((u0 + u1) / 2, t1);
      out += line(m1[0], m1[1], m2[0], m2[1], "#6f93c0", 1.5, { opacity: 0.6 });
      out += poly(
        [...a, ...corner(u0 + (u1 - u0) * 0.35, t0), ...corner(u0 + (u1 - u0) * 0.15, t1), ...dd],
        "#ffffff",
        { opacity: 0.1 },
      );
    }
  }
  return out;
}

const sustainability: Draw = (d, rng) => {
  let out = sky(d, W, H, "day");
  out += sun(1380, 150, 64, "#f7c948");
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    out += line(
      1380 + Math.cos(a) * 92,
      150 + Math.sin(a) * 92,
      1380 + Math.cos(a) * 122,
      150 + Math.sin(a) * 122,
      "#f7c948",
      6,
      { opacity: 0.7 },
    );
  }
  out += cloud(300, 160, 1.1) + cloud(800, 110, 0.8);
  out += hills(rng, W, 560, 60, H, "#b7d8b9", 6) + hills(rng, W, 620, 40, H, "#9fcb98", 5);
  out += rect(0, 720, W, 180, C.grass);
  // Warehouse: wall and a roof covered in panels.
  out += rect(260, 520, 1080, 220, "#eef0ee");
  out += rect(260, 520, 1080, 26, "#d5dad7");
  for (let i = 0; i < 5; i++)
    out +=
      rect(320 + i * 200, 600, 120, 140, "#b9c2c8", 3) + windows(320 + i * 200, 600, 120, 140, 1, 8, "#a7b1b8", 0.5);
  out += windows(300, 555, 1000, 30, 16, 1, C.glass, 0.3);
  out += solarRoof(240, 1360, 520, 360, 110, 4, 9);
  out += rect(240, 514, 1120, 10, "#9aa4ab", 3);
  // Trees and shrubs.
  for (const [x, s, k] of [
    [140, 1.3, "round"],
    [1450, 1.4, "round"],
    [1540, 1.1, "tall"],
    [60, 1.1, "tall"],
  ] as const)
    out += at(x, 760, s, tree(k, C.leaf));
  for (let x = 300; x < 1340; x += 120)
    out += at(x + rng.range(-20, 20), 760, rng.range(0.8, 1.1), tree("bush", C.grassDark));
  out += rect(0, 760, W, 140, C.grassMid);
  out += path(`M600 900L700 760L900 760L1000 900Z`, "#d9d2c2");
  out += grassTufts(rng, 0, W, 820, 30, C.grassDark);
  return out;
};

function schoolBuilding(): string {
  let out = rect(-420, -200, 840, 200, "#f2e4cc");
  out += rect(-420, -200, 840, 20, "#e2d1b3");
  out += poly([-450, -196, -380, -260, 380, -260, 450, -196], C.green700);
  out += windows(-400, -160, 300, 90, 5, 1, C.glass, 0.3) + windows(100, -160, 300, 90, 5, 1, C.glass, 0.3);
  // Entrance gable with a bell.
  out += rect(-90, -270, 180, 270, "#efd9b5");
  out += poly([-110, -266, 0, -360, 110, -266], C.green900);
  out += circle(0, -300, 20, C.gold) + path("M-12 -296Q0 -322 12 -296Z", "#7a5a2a");
  out += rect(-50, -130, 100, 130, C.green900, 4) + line(0, -130, 0, 0, C.green700, 3);
  out += rect(-70, -200, 140, 40, C.gold, 3);
  return out;
}

function wateringCan(color: string): string {
  return (
    rect(-24, -40, 48, 40, color, 6) +
    stroke("M24 -30L58 -56", color, 8) +
    ellipse(60, -58, 8, 6, shade(color, -0.2)) +
    stroke("M-16 -40Q0 -66 16 -40", shade(color, -0.2), 6)
  );
}

const community: Draw = (d, rng) => {
  let out = sky(d, W, H, "day");
  out += cloud(220, 150, 1) + cloud(1200, 120, 1.2) + cloud(1480, 220, 0.7);
  out += hills(rng, W, 520, 50, H, "#b9dab8", 6);
  out += rect(0, 600, W, 300, C.grass);
  out += at(700, 640, 0.85, schoolBuilding());
  out +=
    rect(1220, 300, 8, 340, "#9aa0a6") +
    path("M1228 306L1320 320L1228 350Z", C.green700) +
    path("M1228 328L1320 320L1320 336L1228 350Z", C.gold);
  out += at(150, 650, 1.2, tree("round", C.leaf)) + at(1400, 660, 1.3, tree("round", C.leafDark));
  // Fence.
  for (let x = 0; x < W; x += 40) out += rect(x, 660, 6, 40, "#c9c1b2");
  out += rect(0, 668, W, 5, "#c9c1b2");
  out += rect(0, 700, W, 200, C.grassMid);
  out += path("M0 780Q400 740 800 790T1600 770L1600 900L0 900Z", C.grass);
  // The new tree, its soil and the people planting it.
  out += ellipse(820, 800, 90, 18, C.soil);
  out +=
    stroke("M820 800L820 690", "#7a5a3f", 8) +
    circle(800, 690, 30, C.grassDark) +
    circle(842, 680, 32, C.leaf) +
    circle(822, 650, 30, C.grassMid);
  out += at(
    700,
    820,
    1.15,
    person(personLook(rng, { hold: "none", top: C.green700, skin: "#6f4630", hairStyle: "short" })),
  );
  out += stroke("M748 720L790 812", "#8a6a4a", 6) + path("M780 800L800 830L808 806Z", "#9aa0a6");
  out +=
    at(950, 830, 1.2, person(personLook(rng, { child: true, top: C.gold, skin: "#8a5a3c", hairStyle: "afro" }))) +
    at(1000, 800, 1, wateringCan("#3e8fbf"));
  out += at(
    560,
    840,
    1.2,
    person(
      personLook(rng, {
        child: true,
        top: C.red,
        skin: "#c68e63",
        hairStyle: "long",
        hold: "wave",
        skirt: true,
        bottom: C.navy,
      }),
    ),
  );
  out += at(
    1110,
    850,
    1.2,
    person(personLook(rng, { child: true, top: "#3e6e9c", skin: "#5e3a26", hairStyle: "short", hold: "wave" })),
  );
  out += at(
    420,
    860,
    1.2,
    person(
      personLook(rng, {
        child: true,
        top: "#f2f2ee",
        skin: "#e2b793",
        hairStyle: "bun",
        skirt: true,
        bottom: C.green700,
      }),
    ),
  );
  out += at(
    1250,
    870,
    1.25,
    person(personLook(rng, { child: true, top: C.green500, skin: "#a26c47", hairStyle: "afro" })),
  );
  out += grassTufts(rng, 0, W, 880, 24, C.grassDark);
  return out;
};

function lowOffice(w: number, h: number, body: string, glass: string, floors: number): string {
  let out = rect(-w / 2, -h, w, h, body);
  for (let f = 0; f < floors; f++)
    out += rect(-w / 2 + 14, -h + 20 + f * ((h - 30) / floors), w - 28, ((h - 30) / floors) * 0.62, glass, 3);
  for (let x = -w / 2 + 14; x < w / 2 - 14; x += 46) out += rect(x, -h + 16, 3, h - 26, shade(glass, -0.12));
  out += rect(-w / 2 - 8, -h - 12, w + 16, 14, shade(body, -0.15), 3);
  return out;
}

const officePark: Draw = (d, rng) => {
  let out = sky(d, W, H, "day");
  out += cloud(260, 150, 1.1) + cloud(1320, 110, 0.9);
  out += hills(rng, W, 460, 40, H, "#c6e0cf", 5);
  out += rect(0, 560, W, 340, C.grass);
  out += at(380, 580, 1, lowOffice(520, 260, "#f1efe9", C.glass, 3));
  out += at(1040, 580, 1, lowOffice(640, 320, "#e8ece9", "#a9cfe0", 4));
  out += at(1460, 580, 1, lowOffice(300, 200, "#f4ede0", C.glass, 2));
  out += rect(1000, 270, 80, 10, C.gold, 3);
  for (const x of [90, 700, 1330, 1560]) out += at(x, 600, 1.05, tree("round", C.leaf));
  // Parking lot.
  out += rect(0, 640, W, 200, "#8c9196");
  out += rect(0, 632, W, 10, "#c9c4bb");
  for (let x = 40; x < W; x += 180) out += rect(x, 690, 6, 90, C.white, 2, { opacity: 0.8 });
  const colors = [C.white, C.red, "#3e6e9c", "#2b2d30", C.gold, "#9aa4ab", C.green700];
  for (let i = 0; i < 8; i++) {
    if (i === 3) continue;
    out += at(
      133 + i * 180,
      770,
      0.62,
      car(colors[i % colors.length]!, rng.pick(["sedan", "hatch", "suv"] as const)),
      i % 2 === 0,
    );
  }
  out += rect(0, 840, W, 60, C.grassMid);
  for (let x = 60; x < W; x += 260) out += at(x, 880, 0.9, tree("bush", C.grassDark));
  return out;
};

function pivot(cx: number, cy: number, rx: number, ry: number): string {
  let out =
    ellipse(cx, cy, rx, ry, "#7dbb5f") +
    ellipse(cx, cy, rx * 0.7, ry * 0.7, "#8ec86c", { opacity: 0.6 }) +
    ellipse(cx, cy, rx * 0.4, ry * 0.4, "#7dbb5f", { opacity: 0.6 });
  const spans = 5;
  const x0 = cx;
  const x1 = cx + rx * 0.95;
  const topY = cy - 60;
  for (let i = 0; i < spans; i++) {
    const a = x0 + ((x1 - x0) * i) / spans;
    const b = x0 + ((x1 - x0) * (i + 1)) / spans;
    const mid = (a + b) / 2;
    out += stroke(`M${n(a)} ${n(topY)}Q${n(mid)} ${n(topY - 26)} ${n(b)} ${n(topY)}`, "#d8dde2", 5);
    out += stroke(`M${n(a)} ${n(topY)}L${n(mid)} ${n(topY + 14)}L${n(b)} ${n(topY)}`, "#aeb6bd", 2);
    for (let k = 1; k < 4; k++) {
      const x = a + ((b - a) * k) / 4;
      out += stroke(`M${n(x)} ${n(topY + 8)}q-6 30 -14 50M${n(x)} ${n(topY + 8)}q6 30 14 50`, "#d6f0fa", 3, {
        opacity: 0.8,
      });
    }
    out += stroke(`M${n(b - 14)} ${n(cy + 12)}L${n(b)} ${n(topY)}L${n(b + 14)} ${n(cy + 12)}`, "#aeb6bd", 5);
    out += circle(b - 14, cy + 10, 9, "#3b3e42") + circle(b + 14, cy + 10, 9, "#3b3e42");
  }
  out += rect(x0 - 10, topY - 10, 20, 80, "#8e979e", 3);
  return out;
}

function silo(w: number, h: number): string {
  let out = rect(-w / 2, -h, w, h, "#d9dee2") + rect(w / 2 - w * 0.3, -h, w * 0.3, h, "#bfc6cc");
  for (let y = -h + 20; y < 0; y += 22) out += line(-w / 2, y, w / 2, y, "#b4bcc3", 2);
  out +=
    poly([-w / 2 - 4, -h, 0, -h - w * 0.5, w / 2 + 4, -h], "#c3cad0") +
    poly([0, -h - w * 0.5, w / 2 + 4, -h, 0, -h], "#a9b1b8");
  return out;
}

const farm: Draw = (d, rng) => {
  let out = sky(d, W, H, "day");
  out += sun(1420, 120, 50, "#f7c948");
  out += cloud(300, 140, 1.1) + cloud(900, 100, 0.8);
  out += hills(rng, W, 440, 50, H, "#a9cf9a", 5);
  // Field bands toward the horizon.
  const bands = ["#cfe0a0", "#9cc27a", "#e6d59a", "#86b86a", "#d9c48a"];
  bands.forEach((c, i) => {
    out += path(`M0 ${470 + i * 36}L${W} ${460 + i * 36}L${W} ${520 + i * 36}L0 ${530 + i * 36}Z`, c);
  });
  out += rect(0, 640, W, 260, "#b7d38c");
  out += pivot(900, 700, 600, 130);
  // Farmyard: silos and a shed.
  out += at(170, 600, 1, silo(90, 220)) + at(280, 600, 1, silo(90, 260)) + at(380, 600, 1, silo(70, 180));
  out += at(
    520,
    600,
    1,
    rect(-90, -110, 180, 110, "#b5533c") +
      poly([-104, -108, 0, -170, 104, -108], "#8a3c2b") +
      rect(-30, -70, 60, 70, "#f1e3c4"),
  );
  out += at(1480, 600, 0.9, tree("acacia", C.leaf));
  // Dirt road with the tractor.
  out += path("M0 860Q500 800 1000 840T1600 820L1600 900L0 900Z", C.soil);
  out += at(380, 860, 1, tractor(C.green700));
  for (let x = 20; x < W; x += 90) out += rect(x, 800, 6, 40, "#8a6a4a") + line(x, 810, x + 90, 810, "#8a6a4a", 2);
  out += grassTufts(rng, 0, W, 800, 30, "#8fb35e");
  return out;
};

const fleet: Draw = (d, rng) => {
  let out = sky(d, W, H, "day");
  out += cloud(300, 130, 1.2) + cloud(1150, 170, 1);
  out += hills(rng, W, 360, 80, H, "#a7cdb5", 5);
  out += hills(rng, W, 460, 90, H, "#86bb8f", 5);
  // A road winding up the hill with a small truck.
  out += stroke("M1600 520C1300 500 1200 430 980 420S700 380 560 330", "#9ca3a9", 18);
  out += at(980, 418, 0.16, truck(C.white, C.white), true);
  out += hills(rng, W, 560, 70, H, "#6fa862", 6);
  for (let i = 0; i < 9; i++)
    out += at(
      rng.range(0, W),
      rng.range(520, 580),
      rng.range(0.4, 0.6),
      tree(rng.pick(["round", "acacia"] as const), C.leafDark),
    );
  // The highway.
  out += rect(0, 610, W, 210, "#6b7075");
  out += rect(0, 610, W, 12, "#c9c4bb") + rect(0, 808, W, 12, "#c9c4bb");
  for (let x = 0; x < W; x += 120) out += rect(x, 712, 64, 8, C.white, 2);
  out += rect(0, 600, W, 8, "#aeb4b9");
  for (let x = 20; x < W; x += 100) out += rect(x, 586, 6, 22, "#aeb4b9");
  out += at(470, 700, 0.62, truck(C.green900, "#f4f1ea", C.gold));
  out += at(1230, 700, 0.5, van(C.white, C.green700));
  out += at(1000, 800, 0.62, truck(C.gold, C.white, C.green900), true);
  out += at(280, 800, 0.56, van("#3e6e9c", C.white), true);
  out += at(1480, 800, 0.5, car(C.red, "hatch"), true);
  out += rect(0, 820, W, 80, C.grassMid);
  out += grassTufts(rng, 0, W, 880, 30, C.grassDark);
  return out;
};

function apartmentBlock(w: number, floors: number, wall: string, accent: string): string {
  const fh = 76;
  const h = floors * fh + 20;
  let out = rect(-w / 2, -h, w, h, wall) + rect(w / 2 - 40, -h, 40, h, shade(wall, -0.08));
  out += rect(-w / 2 - 10, -h - 14, w + 20, 16, shade(wall, -0.2), 3);
  const units = Math.floor(w / 110);
  for (let f = 0; f < floors; f++) {
    const y = -h + 20 + f * fh;
    for (let u = 0; u < units; u++) {
      const x = -w / 2 + 20 + u * ((w - 40) / units);
      const uw = (w - 40) / units - 20;
      out += rect(x, y + 6, uw, 50, C.glass, 3) + line(x + uw / 2, y + 6, x + uw / 2, y + 56, C.white, 3);
      if (f > 0)
        out += rect(x - 6, y + 38, uw + 12, 22, accent, 2) + rect(x - 6, y + 36, uw + 12, 4, shade(accent, -0.2));
    }
  }
  out += rect(-34, -70, 68, 70, C.green900, 3);
  return out;
}

const apartments: Draw = (d, rng) => {
  let out = sky(d, W, H, "soft");
  out += cloud(180, 120, 1) + cloud(1450, 160, 1.1);
  out += hills(rng, W, 430, 40, H, "#c7dfcf", 6);
  out += rect(0, 700, W, 200, C.grass);
  out += at(300, 720, 1, apartmentBlock(460, 6, "#f3ece0", "#e8c98f"));
  out += at(820, 720, 1, apartmentBlock(480, 7, "#e9efe9", C.green300));
  out += at(1330, 720, 1, apartmentBlock(440, 5, "#f6efe4", "#e3b4a0"));
  for (const x of [40, 560, 1080, 1580]) out += at(x, 740, 1.2, tree("round", C.leaf));
  out += rect(0, 740, W, 160, C.grassMid);
  for (let x = 0; x < W; x += 70) out += at(x + 20, 760, 0.7, tree("bush", x % 140 ? C.grassDark : C.leaf));
  out += path("M700 900Q760 820 820 760L880 760Q860 820 900 900Z", "#e0d7c6");
  out += ellipse(400, 840, 120, 26, "#d98c6a") + ellipse(1200, 850, 140, 28, "#e7b84f");
  for (let i = 0; i < 14; i++)
    out += circle(rng.range(300, 500), rng.range(825, 855), 7, rng.pick(["#f4a3a3", "#fbe3a0", "#f6f0f0"]));
  for (let i = 0; i < 14; i++)
    out += circle(rng.range(1090, 1310), rng.range(832, 866), 7, rng.pick(["#f7d5e2", "#ffffff", "#f2b8b8"]));
  return out;
};

const warehouse: Draw = (d) => {
  let out = sky(d, W, H, "day");
  out += cloud(1300, 120, 1.1) + cloud(400, 90, 0.8);
  out += rect(0, 700, W, 200, "#9aa0a6");
  // Warehouse building.
  out += rect(80, 280, 1440, 420, "#e9ece9");
  out += poly([60, 284, 800, 200, 1540, 284], "#c5ccd1");
  for (let x = 100; x < 1520; x += 40) out += rect(x, 300, 3, 400, "#dadfdc");
  out += rect(80, 300, 1440, 40, C.green900) + rect(80, 340, 1440, 8, C.gold);
  const bays = [220, 480, 740, 1000, 1260];
  bays.forEach((x, i) => {
    out += rect(x - 90, 430, 180, 220, "#556069", 4);
    if (i === 2) out += rect(x - 80, 440, 160, 210, "#2c3035");
    else for (let y = 440; y < 650; y += 14) out += rect(x - 84, y, 168, 10, "#c9ced3", 2);
    out +=
      rect(x - 100, 650, 200, 50, "#6b7075") +
      rect(x - 80, 658, 20, 34, "#2b2d30", 4) +
      rect(x + 60, 658, 20, 34, "#2b2d30", 4);
    out += rect(x - 30, 404, 60, 14, i === 2 ? "#7ad67a" : "#e06a5a", 7);
  });
  // A trailer reversed into the open bay.
  out +=
    rect(640, 460, 200, 250, "#f4f1ea", 6) +
    line(740, 470, 740, 700, "#c9c4bb", 3) +
    rect(650, 690, 40, 14, C.red, 3) +
    rect(790, 690, 40, 14, C.red, 3);
  out +=
    rect(630, 710, 220, 26, "#3b3e42") + ellipse(680, 760, 26, 26, "#2b2d30") + ellipse(800, 760, 26, 26, "#2b2d30");
  // Forklift with a pallet of boxes.
  out += at(1130, 830, 1.3, forklift(C.yellow));
  out += at(
    1100,
    814,
    1.3,
    rect(-60, -8, 100, 10, "#a57b4f") +
      rect(-56, -70, 44, 62, "#d9b07a", 2) +
      rect(-8, -70, 44, 62, "#c89c66", 2) +
      rect(-34, -118, 44, 48, "#d9b07a", 2) +
      line(-34, -94, 10, -94, "#a57b4f", 2),
  );
  for (const x of [120, 360, 1400])
    out += at(
      x,
      820,
      1,
      rect(-60, -10, 120, 10, "#a57b4f") +
        rect(-54, -60, 50, 50, "#d9b07a", 2) +
        rect(4, -60, 50, 50, "#c89c66", 2) +
        rect(-24, -104, 50, 44, "#d9b07a", 2),
    );
  for (const x of [560, 920, 1480]) out += rect(x, 760, 16, 60, C.yellow, 4) + rect(x, 774, 16, 8, "#2b2d30");
  out += rect(0, 820, W, 80, "#8a9096");
  out += rect(0, 840, W, 8, C.yellow, 0, { opacity: 0.8 });
  return out;
};

function crane(height: number, jib: number): string {
  let out = "";
  const w = 36;
  out += rect(-w / 2, -height, w, height, "none", 0, { stroke: C.yellow, "stroke-width": 6 });
  for (let y = 0; y > -height; y -= 40)
    out += stroke(`M${-w / 2} ${y}L${w / 2} ${y - 40}M${w / 2} ${y}L${-w / 2} ${y - 40}`, C.yellow, 3);
  const top = -height;
  out += rect(-w / 2 - 6, top - 40, w + 12, 40, "#e0a92c", 4) + rect(-14, top - 34, 28, 22, C.glass, 3);
  out += rect(-200, top - 60, jib + 200, 18, "none", 0, { stroke: C.yellow, "stroke-width": 5 });
  for (let x = -200; x < jib; x += 30)
    out += stroke(`M${x} ${top - 42}L${x + 15} ${top - 60}L${x + 30} ${top - 42}`, C.yellow, 3);
  out += rect(-190, top - 42, 90, 50, "#8e979e", 3);
  out += stroke(`M0 ${top - 120}L${jib * 0.7} ${top - 60}M0 ${top - 120}L-190 ${top - 60}`, "#8e979e", 3);
  out += rect(-8, top - 130, 16, 70, C.yellow);
  return out;
}

const construction: Draw = (d, rng) => {
  let out = sky(d, W, H, "day");
  out += cloud(300, 140, 1) + cloud(1350, 100, 1.2);
  out += hills(rng, W, 560, 40, H, "#c4dccb", 5);
  out += rect(0, 700, W, 200, "#c9a77c");
  // Building under construction.
  const bx = 760;
  for (let f = 0; f < 7; f++) {
    const y = 700 - f * 70;
    out += rect(bx - 260, y - 12, 520, 12, "#b7b2a8");
    for (let c = 0; c < 6; c++) out += rect(bx - 250 + c * 98, y - 70, 14, 58, f < 4 ? "#c9c4bb" : "#d6d1c8");
    if (f < 3) out += rect(bx - 236, y - 62, 500, 44, "#a9cfe0", 2, { opacity: 0.9 });
  }
  out += rect(bx - 262, 210, 524, 12, "#b7b2a8");
  for (let x = bx - 300; x <= bx + 300; x += 50) out += line(x, 700, x, 300, "#e06a2a", 3, { opacity: 0.7 });
  for (let y = 700; y >= 300; y -= 70) out += line(bx - 300, y, bx + 300, y, "#e06a2a", 3, { opacity: 0.7 });
  out += at(1240, 700, 1, crane(470, 520));
  // Hook and load hanging from the jib.
  out +=
    line(960, 188, 960, 330, "#4a4f57", 3) +
    rect(930, 176, 60, 14, "#3b3e42", 3) +
    rect(900, 330, 120, 24, "#8a6a4a", 3) +
    rect(916, 316, 88, 14, "#a57b4f");
  out += rect(0, 760, W, 140, "#bd9a6d");
  for (let x = 0; x < W; x += 60) out += rect(x, 740, 40, 26, x % 120 ? C.white : C.red, 3);
  out += at(
    300,
    860,
    1.25,
    person(personLook(rng, { hat: "hardhat", vest: true, top: "#3e6e9c", hold: "clipboard", skin: "#6f4630" })),
  );
  out += at(
    460,
    850,
    1.2,
    person(
      personLook(rng, {
        hat: "hardhat",
        hatColor: C.white,
        vest: true,
        top: C.green700,
        hold: "point",
        skin: "#e2b793",
      }),
    ),
  );
  out += at(1100, 870, 1.25, person(personLook(rng, { hat: "hardhat", vest: true, top: "#5b6470", skin: "#8a5a3c" })));
  out += at(1380, 840, 1, path("M-80 0L-50 -80L60 -80L90 0Z", "#8a6a4a") + ellipse(0, -110, 70, 40, "#9aa0a6"));
  return out;
};

function homeWithGarage(): string {
  let out = house(380, 220, "#f4ede1", "#9c5b43", { door: C.green900 });
  out += rect(190, -160, 240, 160, "#ece2d2") + poly([180, -156, 300, -230, 440, -156], "#8a4f3a");
  out += rect(220, -130, 180, 130, "#d9d3c8", 3);
  for (let y = -124; y < 0; y += 16) out += rect(224, y, 172, 10, "#cfc8bb", 2);
  return out;
}

const home: Draw = (d, rng) => {
  let out = sky(d, W, H, "day");
  out += cloud(260, 140, 1) + cloud(1300, 110, 1.1);
  out += hills(rng, W, 500, 40, H, "#c5dfc8", 5);
  out += rect(0, 620, W, 280, C.grass);
  out += at(1360, 650, 1.4, tree("round", C.leaf));
  out += at(640, 680, 1.2, homeWithGarage());
  out += at(180, 690, 1.3, tree("jacaranda"));
  // Driveway and car.
  out += path("M904 680L1166 680L1300 900L820 900Z", "#cfc8bb");
  for (let y = 700; y < 900; y += 30) out += line(880 - (y - 680) * 0.3, y, 1180 + (y - 680) * 0.6, y, "#bdb5a7", 2);
  out += at(1050, 830, 1, car(C.green700, "suv"));
  // Boundary wall and gate.
  out += rect(0, 760, 820, 60, "#eee5d6") + rect(0, 752, 820, 12, "#d9cdb9");
  for (let x = 20; x < 820; x += 160) out += rect(x, 744, 30, 80, "#d9cdb9");
  out += rect(1320, 760, 300, 60, "#eee5d6") + rect(1320, 752, 300, 12, "#d9cdb9");
  out += rect(0, 820, W, 80, C.grassMid);
  for (let x = 40; x < 800; x += 110) out += at(x, 770, 0.7, tree("bush", C.grassDark));
  return out;
};

function artwork(w: number, h: number): string {
  return (
    rect(-w / 2 - 8, -h / 2 - 8, w + 16, h + 16, "#2b2d30") +
    rect(-w / 2, -h / 2, w, h, "#f3ead8") +
    circle(-w * 0.12, -h * 0.05, h * 0.3, C.gold) +
    poly([-w / 2, h / 2, -w * 0.05, -h * 0.2, w * 0.3, h / 2], C.green700) +
    rect(w * 0.12, -h * 0.38, w * 0.26, h * 0.5, "#d2573f") +
    circle(w * 0.32, h * 0.26, h * 0.12, "#1f3250")
  );
}

const luxuryHome: Draw = (d, rng) => {
  let out = sky(d, W, H, "warm");
  out += cloud(200, 120, 1, "#ffffff", 0.7);
  out += hills(rng, W, 440, 50, H, "#c8d9c2", 5);
  out += rect(0, 600, W, 300, "#a8cf8e");
  // Two-storey modern villa.
  out += rect(300, 260, 1000, 380, "#f7f4ee");
  out += rect(260, 240, 1080, 26, "#2f3433", 3);
  out += rect(260, 430, 720, 20, "#2f3433");
  out += rect(980, 270, 320, 370, "#b78b62");
  for (let x = 990; x < 1300; x += 24) out += rect(x, 270, 10, 370, "#a57b52");
  // Upper glazing.
  out +=
    rect(330, 290, 600, 130, "#b5d6e3") + line(530, 290, 530, 420, C.white, 4) + line(730, 290, 730, 420, C.white, 4);
  // Lower glazing with the living room behind: sofa, lamp and art on the wall.
  out += rect(330, 460, 630, 180, "#e9e3d8");
  out += at(520, 535, 1, artwork(170, 100));
  out += rect(640, 580, 230, 40, "#6b7a7a", 10) + rect(650, 560, 210, 30, "#7e8e8e", 10);
  out += line(800, 450, 800, 500, "#2f3433", 2) + path("M780 500L820 500L812 520L788 520Z", C.gold);
  out += rect(330, 460, 630, 180, "#cfe5ee", 0, { opacity: 0.25 });
  out += line(540, 460, 540, 640, C.white, 4) + line(750, 460, 750, 640, C.white, 4);
  // Terrace and pool.
  out += rect(200, 640, 1200, 40, "#e7e0d3");
  out += path("M240 680L1360 680L1460 820L140 820Z", "#e7e0d3");
  out += path("M320 700L1280 700L1350 800L250 800Z", d.lin(["#6cc3df", "#3a9cc6"]));
  for (let i = 0; i < 6; i++)
    out += stroke(`M${400 + i * 150} ${730 + (i % 2) * 30}q20 -8 40 0t40 0`, C.white, 3, { opacity: 0.6 });
  out += rect(1300, 650, 120, 16, C.white, 4) + rect(1310, 666, 8, 20, "#9aa0a6") + rect(1400, 666, 8, 20, "#9aa0a6");
  out += at(150, 660, 1.2, tree("palm", C.leaf)) + at(1480, 660, 1, tree("palm", C.leafDark));
  out += rect(0, 820, W, 80, "#94c47c");
  for (let x = 60; x < W; x += 180) out += at(x, 860, 0.8, tree("bush", C.grassDark));
  return out;
};

function caravan(): string {
  return (
    path("M-200 -40L-200 -170Q-200 -210 -150 -214L140 -214Q200 -210 210 -150L214 -40Z", "#f6f1e6") +
    rect(-200, -110, 414, 20, C.green700) +
    rect(-150, -190, 120, 60, C.glass, 10) +
    rect(80, -190, 90, 60, C.glass, 10) +
    rect(-10, -180, 60, 136, "#e8dfcf", 6) +
    rect(-210, -50, 440, 14, "#8e979e", 6) +
    stroke("M214 -46L300 -46", "#6b7077", 6) +
    circle(-40, -30, 30, "#2b2d30") +
    circle(-40, -30, 14, "#c9ccd1")
  );
}

function boatOnTrailer(): string {
  return (
    path("M-220 -80L220 -80L180 -10L-190 -10Z", C.white) +
    path("M-220 -80L220 -80L214 -64L-216 -64Z", "#3e6e9c") +
    path("M-60 -80L-40 -130L80 -130L100 -80Z", "#e6ecef") +
    path("M-30 -124L-16 -96L70 -96L60 -124Z", C.glass) +
    rect(-250, -90, 30, 70, "#2b2d30", 6) +
    rect(-200, -10, 420, 12, "#8e979e") +
    stroke("M220 -4L300 -4", "#6b7077", 6) +
    circle(-20, 14, 22, "#2b2d30") +
    circle(-20, 14, 10, "#c9ccd1")
  );
}

function bikeWheel(x: number): string {
  return circle(x, -40, 40, "none", { stroke: "#2b2d30", "stroke-width": 7 }) + circle(x, -40, 6, "#6b7077");
}

function bike(color: string): string {
  const w = bikeWheel;
  return (
    w(-60) +
    w(60) +
    stroke("M-60 -40L-10 -40L30 -100L-30 -100L-10 -40M30 -100L60 -40M-30 -100L-36 -116M24 -110L40 -120", color, 7) +
    rect(-48, -124, 30, 8, "#2b2d30", 4)
  );
}

const leisure: Draw = (d, rng) => {
  let out = sky(d, W, H, "day");
  out += cloud(300, 130, 1) + cloud(1200, 100, 1.3);
  out += path(
    ridge(
      [
        [-100, 460],
        [200, 260],
        [420, 380],
        [700, 200],
        [1000, 360],
        [1250, 240],
        [1700, 420],
      ],
      H,
    ),
    "#9bb8c8",
  );
  out += path("M680 214L700 200L740 230L712 236Z", C.white) + path("M1232 252L1250 240L1282 264L1256 268Z", C.white);
  out += hills(rng, W, 520, 50, H, "#8cbf85", 6);
  out += rect(0, 560, W, 80, "#5fb0d1") + rect(0, 560, W, 10, "#8dcbe0");
  out += rect(0, 630, W, 270, C.grass);
  for (let x = 40; x < W; x += 140)
    out += at(x + rng.range(-30, 30), 640, rng.range(0.6, 0.9), tree("pine", C.leafDark));
  out += at(430, 800, 1, caravan());
  out += at(1450, 810, 1.1, car("#3e6e9c", "suv"));
  out += at(1050, 800, 0.95, boatOnTrailer());
  out += at(700, 850, 1, bike(C.red)) + at(790, 872, 1, bike(C.green700));
  out += rect(0, 860, W, 40, C.grassMid);
  out += grassTufts(rng, 0, W, 880, 30, C.grassDark);
  return out;
};

function factory(): string {
  let out = rect(-520, -260, 1040, 260, "#dfe3e1");
  for (let i = 0; i < 8; i++)
    out +=
      poly([-520 + i * 130, -260, -520 + i * 130 + 130, -330, -520 + i * 130 + 130, -260], "#bfc7cb") +
      rect(-520 + i * 130 + 110, -326, 20, 66, C.glass);
  out += rect(380, -560, 50, 300, "#b9533f") + rect(380, -540, 50, 16, C.white) + rect(380, -480, 50, 16, C.white);
  out += rect(-520, -160, 1040, 30, C.green900);
  out += windows(-500, -240, 1000, 60, 14, 1, C.glass, 0.3);
  out += rect(-420, -120, 160, 120, "#8e979e") + rect(-200, -120, 160, 120, "#8e979e");
  out +=
    circle(120, -80, 80, "#cfd5d9") +
    rect(40, -80, 160, 80, "#cfd5d9") +
    circle(260, -70, 70, "#c3cacf") +
    rect(190, -70, 140, 70, "#c3cacf");
  return out;
}

const surveyor: Draw = (d, rng) => {
  let out = sky(d, W, H, "soft");
  out += cloud(1200, 120, 1) + cloud(300, 160, 0.8);
  out += g(cloud(1020, 260, 0.8, "#ffffff", 0.5));
  out += rect(0, 640, W, 260, "#b9bdb9");
  out += at(760, 660, 1, factory());
  out += rect(0, 660, W, 240, "#a5aaa7");
  out += rect(0, 760, W, 14, C.yellow, 0, { opacity: 0.8 });
  out += at(
    1100,
    890,
    2.2,
    person(
      personLook(rng, { hat: "hardhat", vest: true, top: C.green700, hold: "tablet", skin: "#8a5a3c", bottom: C.navy }),
    ),
  );
  out += at(
    1320,
    880,
    1.9,
    person(
      personLook(rng, {
        hat: "hardhat",
        hatColor: C.white,
        vest: true,
        top: "#3e6e9c",
        hold: "point",
        skin: "#e2b793",
      }),
    ),
  );
  out += at(200, 880, 1, rect(-60, -80, 120, 80, "#e06a2a", 6) + rect(-60, -60, 120, 14, C.white));
  return out;
};

const towers: Draw = (d, rng) => {
  let out = sky(d, W, H, "day");
  out += cloud(240, 140, 1.1) + cloud(1380, 90, 1);
  out += cityRow(rng, -40, W + 40, 820, 200, 360, "#b9d3df", "#d7e8ef");
  const specs: [number, number, number, string, "flat" | "spire" | "slant" | "crown"][] = [
    [180, 200, 560, "#5e8fae", "slant"],
    [470, 240, 700, "#2f6f97", "spire"],
    [780, 220, 620, "#1f6f5c", "crown"],
    [1060, 200, 760, "#3e7fa8", "flat"],
    [1360, 230, 540, "#4f8aa8", "slant"],
  ];
  for (const [x, w, h, c, cap] of specs) {
    out += at(x, 840, 1, tower(w, h, c, shade(c, 0.35), { cap, bands: x % 2 === 0 }));
    out += rect(x - w / 2, 840 - h, w * 0.35, h, C.white, 0, { opacity: 0.08 });
  }
  out += rect(0, 820, W, 80, "#d6d1c8");
  for (let x = 40; x < W; x += 160) out += at(x, 860, 0.7, tree("round", C.leaf));
  return out;
};

function pylon(h: number): string {
  return (
    stroke(
      `M-50 0L-8 ${-h}L8 ${-h}L50 0M-40 ${-h * 0.25}L40 ${-h * 0.25}M-30 ${-h * 0.5}L30 ${-h * 0.5}M-40 ${-h * 0.25}L30 ${-h * 0.5}M40 ${-h * 0.25}L-30 ${-h * 0.5}M-22 ${-h * 0.72}L22 ${-h * 0.72}M-30 ${-h * 0.5}L22 ${-h * 0.72}M30 ${-h * 0.5}L-22 ${-h * 0.72}`,
      "#6b7077",
      5,
    ) + stroke(`M-90 ${-h * 0.78}L90 ${-h * 0.78}M-70 ${-h * 0.92}L70 ${-h * 0.92}`, "#6b7077", 6)
  );
}

function stsCrane(): string {
  return (
    stroke("M-100 0L-100 -380M60 0L60 -380M-100 -200L60 -200M-100 -380L60 -200M60 -380L-100 -200", "#d2573f", 14) +
    rect(-220, -400, 520, 26, "#d2573f") +
    stroke("M-180 -400L-20 -480L260 -400", "#d2573f", 8) +
    rect(100, -374, 40, 30, "#3b3e42") +
    line(120, -344, 120, -220, "#3b3e42", 3) +
    rect(90, -220, 60, 24, C.green700)
  );
}

const infrastructure: Draw = (d, rng) => {
  let out = sky(d, W, H, "day");
  out += cloud(600, 110, 1.1) + cloud(1100, 160, 0.8);
  out += hills(rng, W, 520, 60, H, "#b6d4bf", 5);
  out += rect(0, 560, W, 340, C.grass);
  // Sea and port on the right.
  out += rect(1000, 560, 600, 120, C.water);
  out += at(
    1300,
    660,
    0.5,
    rect(-260, -60, 520, 60, "#2f3433") +
      rect(-200, -120, 80, 60, C.red) +
      rect(-110, -120, 80, 60, C.gold) +
      rect(-20, -120, 80, 60, "#3e6e9c") +
      rect(70, -120, 80, 60, C.green700) +
      rect(160, -150, 60, 90, C.white),
  );
  out += rect(1000, 660, 600, 40, "#aeb4b9");
  out += at(1200, 670, 0.9, stsCrane()) + at(1460, 670, 0.9, stsCrane());
  // Pylons with sagging lines.
  const pyl = [
    [140, 420],
    [520, 380],
    [880, 340],
  ] as const;
  for (const [x, h] of pyl) out += at(x, 640, 1, pylon(h));
  for (const dy of [0.78, 0.92]) {
    for (let i = 0; i < pyl.length - 1; i++) {
      const [x0, h0] = pyl[i]!;
      const [x1, h1] = pyl[i + 1]!;
      for (const dx of [-80, 80]) {
        const y0 = 640 - h0 * dy;
        const y1 = 640 - h1 * dy;
        out += stroke(
          `M${x0 + dx} ${n(y0)}Q${(x0 + x1) / 2 + dx} ${n((y0 + y1) / 2 + 50)} ${x1 + dx} ${n(y1)}`,
          "#4a4f57",
          2,
        );
      }
    }
  }
  // Railway with a freight train.
  out += rect(0, 760, W, 40, "#a89c8a");
  for (let x = 0; x < W; x += 26) out += rect(x, 770, 12, 26, "#7a5a3f");
  out += rect(0, 772, W, 5, "#5b5f63") + rect(0, 788, W, 5, "#5b5f63");
  out += at(
    220,
    770,
    1,
    path("M-100 -10L-100 -110Q-100 -130 -80 -130L80 -130L110 -90L110 -10Z", C.gold) +
      rect(30, -120, 50, 40, C.glass, 4) +
      rect(-100, -50, 210, 14, C.green900) +
      circle(-60, -6, 14, "#2b2d30") +
      circle(60, -6, 14, "#2b2d30"),
  );
  for (let i = 1; i <= 4; i++)
    out += at(
      220 + i * 240,
      770,
      1,
      rect(-105, -110, 210, 100, [C.green700, "#3e6e9c", "#8e979e", C.red][i - 1]!, 4) +
        circle(-60, -6, 14, "#2b2d30") +
        circle(60, -6, 14, "#2b2d30"),
    );
  out += rect(0, 810, W, 90, C.grassMid);
  return out;
};

function fuelCanopy(): string {
  let out = rect(-300, -260, 600, 40, C.green900) + rect(-300, -226, 600, 10, C.gold);
  for (const x of [-200, 0, 200]) {
    out += rect(x - 8, -220, 16, 220, "#c9c4bb");
    out +=
      rect(x - 40, -120, 80, 120, C.white, 6) +
      rect(x - 30, -108, 60, 30, "#2b2d30", 4) +
      rect(x - 30, -70, 60, 8, C.green700, 3) +
      stroke(`M${x + 40} -90q30 10 24 60`, "#2b2d30", 4);
  }
  return out;
}

const depot: Draw = (d, rng) => {
  let out = sky(d, W, H, "day");
  out += cloud(300, 120, 1) + cloud(1300, 140, 1.1);
  out += hills(rng, W, 460, 50, H, "#c2dccb", 5);
  out += rect(0, 560, W, 340, "#9aa0a6");
  out += at(1250, 600, 1, lowOffice(420, 220, "#f1efe9", C.glass, 2));
  out += at(500, 720, 1, fuelCanopy());
  out += at(560, 740, 0.55, truck(C.green900, "#f4f1ea", C.gold));
  // Trailers parked in a row.
  for (let i = 0; i < 4; i++) {
    const x = 1000 + i * 150;
    out += at(
      x,
      860,
      1,
      rect(-60, -200, 120, 190, i % 2 ? C.white : "#e8e3d6", 4) +
        rect(-60, -60, 120, 10, i % 2 ? C.gold : C.green700) +
        rect(-50, -14, 30, 14, "#2b2d30") +
        rect(20, -14, 30, 14, "#2b2d30") +
        rect(-56, -36, 16, 8, C.red, 2) +
        rect(40, -36, 16, 8, C.red, 2),
    );
  }
  out += at(260, 880, 0.6, truck(C.gold, C.white, C.green900), true);
  for (let x = 0; x < W; x += 40) out += line(x, 560, x, 520, "#8e979e", 3);
  out += line(0, 524, W, 524, "#8e979e", 2);
  out += rect(0, 880, W, 20, "#7c8288");
  return out;
};

function hailHouses(rng: Rng): string {
  let out = "";
  const palette: [string, string][] = [
    ["#f1e9dc", "#8a4f3a"],
    ["#e7ede8", "#4f5d6a"],
    ["#f4e3cf", "#9c5b43"],
    ["#eae5dd", "#5b6a5a"],
  ];
  for (let i = 0; i < 4; i++) {
    const [wall, roof] = palette[i]!;
    out += at(180 + i * 400, 680, rng.range(0.95, 1.1), house(260, 160, wall, roof));
  }
  return out;
}

const hailstorm: Draw = (d, rng) => {
  let out = sky(d, W, H, "storm");
  for (let i = 0; i < 7; i++)
    out += cloud(
      i * 260 + rng.range(-40, 40),
      rng.range(120, 200),
      rng.range(1.6, 2.2),
      i % 2 ? "#4d5360" : "#5f6673",
      1,
    );
  out += path("M980 200L940 300L980 300L930 420L1030 280L990 280L1030 200Z", "#fff3b0");
  out += hills(rng, W, 540, 30, H, "#6f7f77", 5);
  out += rect(0, 600, W, 300, "#7e9a82");
  out += hailHouses(rng);
  out += rect(0, 700, W, 120, "#5b5f63") + rect(0, 756, W, 6, "#8c9196");
  out += at(420, 800, 0.9, car(C.red, "hatch")) + at(1180, 800, 0.9, car("#3e6e9c", "suv"), true);
  // Hailstones falling and lying on the ground.
  for (let i = 0; i < 240; i++) {
    const x = rng.range(0, W);
    const y = rng.range(200, 900);
    out += line(x + 10, y - 26, x, y, "#dfe7ef", 2, { opacity: 0.5 }) + circle(x, y, rng.range(3, 6), "#f4f8fb");
  }
  for (let i = 0; i < 120; i++) out += circle(rng.range(0, W), rng.range(830, 895), rng.range(3, 6), "#eef3f7");
  out += rect(0, 820, W, 80, "#7e9a82", 0, { opacity: 0.5 });
  return out;
};

const flood: Draw = (d, rng) => {
  let out = sky(d, W, H, "storm");
  for (let i = 0; i < 6; i++)
    out += cloud(i * 300 + rng.range(-40, 40), rng.range(110, 180), rng.range(1.6, 2.1), "#6a7180", 1);
  // Sea with waves on the right, coastline.
  out += rect(0, 420, W, 200, "#5b8fa8");
  for (let i = 0; i < 12; i++)
    out += stroke(`M${rng.range(0, W)} ${rng.range(440, 600)}q20 -12 40 0t40 0`, "#cfe3ea", 3, { opacity: 0.7 });
  out += path("M0 520Q300 500 560 540T1000 560L1000 620L0 620Z", "#b9a98b");
  out += at(200, 560, 1.1, tree("palm", C.leafDark)) + at(330, 566, 0.9, tree("palm", C.leaf));
  // Road under water.
  out += rect(0, 600, W, 300, "#5b5f63");
  for (let x = 0; x < W; x += 140) out += rect(x, 736, 70, 8, "#d9d9d2", 2);
  out += at(900, 790, 1.1, car(C.white, "sedan"));
  out += rect(
    0,
    722,
    W,
    178,
    d.lin([
      ["#6fa8c4", 0.7],
      ["#4f86a3", 0.85],
    ]),
  );
  for (let i = 0; i < 16; i++)
    out += stroke(`M${rng.range(0, W)} ${rng.range(700, 890)}q30 -10 60 0t60 0`, "#cfe3ea", 3, { opacity: 0.6 });
  out += ellipse(900, 724, 200, 12, "#d8ecf3", { opacity: 0.7 });
  // Road markers and a light pole standing in the water.
  for (const x of [160, 520, 1300]) out += rect(x, 600, 12, 110, C.white) + rect(x, 610, 12, 18, C.red);
  out +=
    rect(1460, 300, 10, 400, "#8e979e") +
    stroke("M1465 300Q1465 270 1420 270", "#8e979e", 8) +
    rect(1390, 264, 40, 12, "#fff3b0", 4);
  // Rain.
  for (let i = 0; i < 260; i++) {
    const x = rng.range(-40, W);
    const y = rng.range(0, H);
    out += line(x, y, x - 12, y + 40, "#dbe6ee", 2, { opacity: 0.5 });
  }
  return out;
};

function flag(color: string): string {
  return rect(-3, -220, 6, 220, "#e9e6df") + path("M3 -218L90 -190L3 -160Z", color);
}

function golfCart(): string {
  return (
    rect(-110, -200, 200, 14, C.white, 4) +
    stroke("M-100 -186L-100 -80M80 -186L90 -90", "#8e979e", 6) +
    path("M-130 -30L-130 -90L110 -90L130 -50L130 -30Z", C.white) +
    rect(-90, -130, 80, 40, C.green700, 8) +
    circle(-80, -20, 24, "#2b2d30") +
    circle(90, -20, 24, "#2b2d30") +
    rect(-150, -150, 40, 80, C.navy, 8)
  );
}

const golf: Draw = (d, rng) => {
  let out = sky(d, W, H, "day");
  out += cloud(300, 130, 1.1) + cloud(1100, 110, 0.9);
  out += hills(rng, W, 460, 50, H, "#a8cf9a", 5);
  for (let x = 0; x < W; x += 120)
    out += at(
      x + rng.range(-20, 20),
      520,
      rng.range(0.7, 1),
      tree(rng.pick(["round", "tall"] as const), rng.pick([C.leaf, C.leafDark])),
    );
  out += rect(0, 520, W, 380, "#7fbf69");
  for (let i = 0; i < 6; i++)
    out += path(`M0 ${560 + i * 60}L${W} ${540 + i * 60}L${W} ${570 + i * 60}L0 ${590 + i * 60}Z`, "#8ccb74", {
      opacity: 0.6,
    });
  out += ellipse(820, 720, 420, 110, "#9ad67e");
  out += ellipse(300, 800, 160, 40, "#ecdcaa");
  out += ellipse(860, 730, 20, 6, "#2b2d30");
  out += at(860, 732, 1.3, flag(C.gold));
  out += circle(980, 760, 9, C.white);
  // Charity banner on two poles: a heart between hands, no words.
  out += rect(1080, 380, 10, 200, "#8e979e") + rect(1500, 380, 10, 200, "#8e979e");
  out += rect(1090, 390, 410, 120, C.green900, 4) + rect(1090, 490, 410, 20, C.gold);
  out += path(
    "M1295 470C1240 430 1250 400 1275 400C1290 400 1295 412 1295 418C1295 412 1300 400 1315 400C1340 400 1350 430 1295 470Z",
    C.gold,
  );
  out += stroke("M1200 470Q1230 440 1256 456M1390 470Q1360 440 1334 456", C.goldLight, 10);
  out += at(1420, 820, 1, golfCart());
  out += grassTufts(rng, 0, W, 890, 20, "#5f9e55");
  return out;
};

function flames(rng: Rng, x0: number, x1: number, y0: number, y1: number): string {
  let out = "";
  const count = 16;
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const x = x0 + (x1 - x0) * t;
    const y = y0 + (y1 - y0) * t;
    const h = rng.range(50, 110);
    out += path(
      `M${n(x - 26)} ${n(y)}Q${n(x - 30)} ${n(y - h * 0.6)} ${n(x)} ${n(y - h)}Q${n(x + 30)} ${n(y - h * 0.6)} ${n(x + 26)} ${n(y)}Z`,
      C.orange,
    );
    out += path(
      `M${n(x - 14)} ${n(y)}Q${n(x - 16)} ${n(y - h * 0.4)} ${n(x)} ${n(y - h * 0.65)}Q${n(x + 16)} ${n(y - h * 0.4)} ${n(x + 14)} ${n(y)}Z`,
      C.yellow,
    );
  }
  return out;
}

const veldFire: Draw = (d, rng) => {
  let out = rect(0, 0, W, H, d.lin(["#c9a48a", "#e7c9a2", "#f3e1c2"]));
  out += sun(1300, 200, 46, "#f7a34b");
  // Smoke.
  for (let i = 0; i < 14; i++)
    out += circle(
      400 + i * 70 + rng.range(-30, 30),
      380 - i * 18 + rng.range(-20, 20),
      rng.range(60, 110),
      i % 2 ? "#8d8781" : "#a39d96",
      { opacity: 0.55 },
    );
  // Hillside: burnt ground above the fire line, dry grass below, then the firebreak.
  out += path(
    ridge(
      [
        [-50, 380],
        [300, 330],
        [700, 420],
        [1100, 460],
        [1650, 520],
      ],
      H,
    ),
    "#d9b86a",
  );
  out += path("M-50 380L300 330L700 420L1100 460L1650 520L1650 580Q1100 520 700 500T-50 470Z", "#4a3f38");
  out += flames(rng, 0, 1600, 470, 580);
  out += path("M-50 640Q600 560 1650 700L1650 760Q600 620 -50 700Z", "#a77b52");
  out += path("M-50 700Q600 620 1650 760L1650 900L-50 900Z", "#c9a55c");
  out += grassTufts(rng, 0, W, 860, 40, "#a7863f");
  // A fire bakkie on the firebreak.
  out += at(
    1100,
    700,
    0.8,
    path("M-160 -30L-160 -100L40 -100L60 -150L130 -150L160 -96L180 -90L180 -30Z", C.red) +
      rect(-150, -130, 180, 30, "#8e979e", 4) +
      rect(70, -140, 50, 36, C.glass, 4) +
      rect(-160, -70, 340, 10, C.yellow) +
      circle(-100, -24, 26, "#2b2d30") +
      circle(120, -24, 26, "#2b2d30") +
      rect(90, -164, 30, 10, "#3e8fbf", 4),
  );
  for (let i = 0; i < 7; i++)
    out += at(rng.range(60, 1540), rng.range(780, 860), rng.range(0.5, 0.8), tree("acacia", "#6f8a45"));
  return out;
};

function mallBuilding(): string {
  let out = rect(-700, -380, 1400, 380, "#efe8dc");
  out += rect(-700, -380, 1400, 40, "#d9cdb9");
  out += windows(-680, -320, 460, 120, 6, 1, C.glass, 0.2) + windows(220, -320, 460, 120, 6, 1, C.glass, 0.2);
  // Entrance portal.
  out += rect(-220, -460, 440, 460, C.green900) + rect(-200, -440, 400, 60, C.gold, 4);
  out +=
    rect(-180, -360, 360, 360, "#bcd9e6") +
    line(-60, -360, -60, 0, C.white, 5) +
    line(60, -360, 60, 0, C.white, 5) +
    line(-180, -200, 180, -200, C.white, 5);
  out += rect(-260, -220, 520, 24, "#2f3433");
  // Shop fronts.
  for (const [x, c] of [
    [-600, C.red],
    [-420, "#3e6e9c"],
    [300, C.gold],
    [480, C.green500],
  ] as const)
    out += rect(x, -180, 140, 180, "#e0ecf1") + rect(x, -200, 140, 24, c);
  return out;
}

const mall: Draw = (d, rng) => {
  let out = sky(d, W, H, "soft");
  out += cloud(200, 110, 1) + cloud(1400, 90, 1.1);
  out += rect(0, 660, W, 240, "#ded6c8");
  out += at(800, 680, 1, mallBuilding());
  out += at(150, 700, 1.1, tree("palm", C.leaf)) + at(1460, 700, 1.1, tree("palm", C.leafDark));
  out += rect(0, 680, W, 220, "#e6dfd2");
  for (let x = 0; x < W; x += 80) out += line(x, 680, x - 200, 900, "#d6cebf", 2);
  const looks = [
    { top: C.red, hold: "bag" as const, bagColor: C.gold },
    { top: C.green700, hold: "bag" as const, bagColor: C.white },
    { top: "#3e6e9c", hold: "none" as const, skirt: true },
    { top: C.gold, hold: "bag" as const, bagColor: C.green700 },
    { top: "#f2f2ee", hold: "phone" as const },
    { top: "#7b3a6b", hold: "bag" as const, bagColor: C.red, skirt: true },
  ];
  looks.forEach((lk, i) => {
    out += at(260 + i * 230 + rng.range(-30, 30), 830 + (i % 2) * 40, 1.5, person(personLook(rng, lk)), i % 3 === 0);
  });
  out += at(
    1340,
    860,
    1,
    stroke("M-60 -90L40 -90L60 -20L-40 -20Z", "#8e979e", 5) +
      circle(-30, -8, 8, "#2b2d30") +
      circle(40, -8, 8, "#2b2d30") +
      stroke("M40 -90L60 -120", "#8e979e", 5),
  );
  out += at(700, 890, 0.8, tree("bush", C.leaf)) + at(900, 890, 0.8, tree("bush", C.leafDark));
  return out;
};

function containerStack(rng: Rng, cols: number, rows: number, cw: number, ch: number): string {
  const colors = [C.red, "#3e6e9c", C.gold, C.green700, "#8e979e", "#e58a3a", C.white];
  let out = "";
  for (let c = 0; c < cols; c++) {
    const hgt = rng.int(Math.max(1, rows - 2), rows);
    for (let r = 0; r < hgt; r++) {
      const col = rng.pick(colors);
      out +=
        rect(c * cw, -(r + 1) * ch, cw - 3, ch - 3, col, 1) +
        line(c * cw + cw * 0.5, -(r + 1) * ch + 4, c * cw + cw * 0.5, -r * ch - 6, shade(col, -0.2), 2);
    }
  }
  return out;
}

function stadiumArch(): string {
  return (
    ellipse(0, -40, 200, 50, "#e9e6df") +
    path("M-200 -40A200 50 0 0 0 200 -40L200 0L-200 0Z", "#d8d3ca") +
    stroke("M-230 0Q-60 -420 230 0", C.white, 14)
  );
}

const harbour: Draw = (d, rng) => {
  let out = sky(d, W, H, "day");
  out += cloud(300, 100, 1) + cloud(1200, 140, 1.2);
  // Durban beachfront skyline and the stadium arch.
  out += cityRow(rng, 0, 400, 440, 80, 220, "#c6d6dd", "#e3edf1");
  out += at(640, 440, 1, stadiumArch());
  out += cityRow(rng, 880, W, 440, 60, 200, "#c6d6dd", "#e3edf1");
  out += rect(0, 440, W, 460, d.lin([C.waterLight, C.water, C.waterDark]));
  for (let i = 0; i < 18; i++)
    out += stroke(`M${rng.range(0, W)} ${rng.range(470, 880)}q20 -8 40 0t40 0`, C.white, 3, { opacity: 0.45 });
  // Container ship.
  out += at(
    560,
    640,
    1,
    path("M-420 -60L440 -60L380 40L-380 40Z", "#2f3433") +
      path("M-420 -60L440 -60L430 -40L-414 -40Z", C.red) +
      rect(300, -200, 100, 140, C.white) +
      windows(310, -190, 80, 40, 4, 1, C.glass) +
      rect(330, -240, 30, 40, C.gold) +
      g(containerStack(rng, 16, 4, 40, 30), { transform: "translate(-380 -60)" }),
  );
  // Quay with cranes and stacked containers.
  out += rect(980, 620, 620, 280, "#b9bdb9") + rect(980, 620, 620, 16, "#8e979e");
  out += at(1080, 640, 0.85, stsCrane()) + at(1300, 640, 0.85, stsCrane());
  out += at(1020, 860, 1, containerStack(rng, 13, 4, 44, 32));
  // A tug in front.
  out += at(
    300,
    820,
    0.8,
    path("M-120 -20L120 -20L90 30L-100 30Z", "#2f3433") +
      rect(-60, -70, 90, 50, C.red) +
      rect(-40, -100, 50, 30, C.white) +
      rect(-30, -92, 30, 14, C.glass),
  );
  return out;
};

function damagedCar(): string {
  let out = car("#3e6e9c", "sedan");
  // Crumpled front: folded bonnet, broken light, hanging bumper, dents and a cracked windscreen.
  out += path("M84 -80L100 -92L108 -76L122 -84L130 -62L112 -58L96 -66Z", "#2a5277");
  out += stroke("M84 -80L100 -92L108 -76L122 -84", "#1a3550", 3);
  out += stroke("M40 -70L56 -62L48 -52L64 -46", "#1f3f5e", 3.5) + stroke("M-10 -64L6 -56", "#1f3f5e", 3);
  out +=
    path("M112 -62L130 -60L126 -50L114 -52Z", "#f4f1e6") + stroke("M114 -61L128 -51M124 -61L116 -51", "#2b2d30", 1.8);
  out += path("M104 -40L140 -30L136 -18L100 -30Z", "#2a4a6a");
  out += stroke("M30 -104L40 -94L34 -88M40 -94L52 -96", C.white, 2, { opacity: 0.9 });
  out += ellipse(150, -6, 26, 4, "#9aa0a6") + path("M144 -10l6 -8l5 7z", "#c9ccd1");
  return out;
}

const claims: Draw = (d, rng) => {
  let out = sky(d, W, H, "soft");
  out += cloud(300, 120, 1) + cloud(1200, 160, 0.9);
  out += cityRow(rng, 0, W, 520, 100, 240, "#d4e1e6", "#e7eff2");
  out += rect(0, 520, W, 380, "#9aa0a6");
  out += rect(0, 520, W, 20, "#c9c4bb");
  for (let x = 80; x < W; x += 260) out += rect(x, 600, 8, 200, "#eef0ee", 2, { opacity: 0.6 });
  out += at(760, 780, 2.1, damagedCar());
  out += at(1200, 820, 1, poly([0, -70, 40, 0, -40, 0], C.red) + poly([0, -50, 24, -10, -24, -10], "#f6f1e6"));
  out += at(
    330,
    850,
    2,
    person(personLook(rng, { hold: "clipboard", top: C.green700, skin: "#8a5a3c", bottom: C.navy, vest: false })),
  );
  out += at(
    1400,
    840,
    1.9,
    person(personLook(rng, { hold: "phone", top: C.gold, skin: "#e2b793", hairStyle: "long" })),
  );
  out += rect(0, 880, W, 20, "#8a9096");
  return out;
};

export const outdoorScenes: Record<string, Draw> = {
  skyline,
  history,
  sustainability,
  community,
  "office-park": officePark,
  farm,
  fleet,
  apartments,
  warehouse,
  construction,
  home,
  "luxury-home": luxuryHome,
  leisure,
  surveyor,
  towers,
  infrastructure,
  depot,
  hailstorm,
  flood,
  golf,
  "veld-fire": veldFire,
  mall,
  harbour,
  claims,
};

export { lowOffice, hillbrowTower, damagedCar, factory };
