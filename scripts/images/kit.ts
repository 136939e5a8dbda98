/**
 * Reusable pieces of the flat illustrations: skies, hills, trees, buildings,
 * vehicles, people and devices. Each piece is drawn in its own coordinates with
 * its anchor (usually the middle of its base) at 0,0; place it with `at`.
 */
import { C } from "./palette.ts";
import { Defs, Rng, at, circle, ellipse, g, line, mix, n, path, poly, rect, ridge, shade, stroke } from "./svg.ts";

// Sky and land.

export type SkyKind = "day" | "soft" | "dusk" | "storm" | "warm" | "night";

export function sky(defs: Defs, w: number, h: number, kind: SkyKind = "day"): string {
  const stops: Record<SkyKind, string[]> = {
    day: ["#bfe0ef", "#dcefF6".toLowerCase(), "#f4f1e6"],
    soft: ["#d6ebf2", "#eaf4f6", "#f8f3e8"],
    dusk: [C.dusk1, C.dusk2, C.dusk3, C.dusk4],
    storm: ["#59606e", "#7d8592", "#a9aeb4"],
    warm: ["#f6dcb4", "#f9e9cd", "#fbf4e6"],
    night: ["#0f1d33", "#1f3352", "#3b4f6e"],
  };
  return rect(0, 0, w, h, defs.lin(stops[kind]));
}

export function sun(x: number, y: number, r: number, color = "#f6c453"): string {
  return (
    circle(x, y, r * 2.2, color, { opacity: 0.12 }) +
    circle(x, y, r * 1.55, color, { opacity: 0.2 }) +
    circle(x, y, r, color)
  );
}

export function cloud(x: number, y: number, s: number, color = "#ffffff", opacity = 0.9): string {
  return at(
    x,
    y,
    s,
    g(
      circle(-40, -14, 28, color) +
        circle(0, -30, 38, color) +
        circle(42, -16, 26, color) +
        rect(-70, -18, 140, 18, color, 9),
      { opacity },
    ),
  );
}

/** A band of rolling hills across the width: a smooth ridge with seeded heights. */
export function hills(rng: Rng, w: number, y: number, amp: number, baseY: number, fill: string, count = 6): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= count; i++) {
    pts.push([(-0.1 + (1.2 * i) / count) * w, y - rng.range(0.2, 1) * amp]);
  }
  return path(ridge(pts, baseY), fill);
}

export function ground(w: number, y: number, h: number, fill: string): string {
  return rect(-10, y, w + 20, h, fill);
}

// Plants.

export type TreeKind = "round" | "tall" | "pine" | "palm" | "jacaranda" | "bush" | "acacia";

export function tree(kind: TreeKind, leaf: string = C.leaf, s = 1): string {
  const dark = shade(leaf, -0.18);
  const light = shade(leaf, 0.18);
  const trunk = "#7a5a3f";
  let out = "";
  switch (kind) {
    case "round":
      out =
        rect(-7, -90, 14, 90, trunk, 4) +
        circle(0, -130, 62, leaf) +
        circle(-30, -110, 40, leaf) +
        circle(30, -112, 42, dark) +
        circle(-18, -150, 26, light, { opacity: 0.7 });
      break;
    case "tall":
      out =
        rect(-6, -70, 12, 70, trunk, 4) +
        ellipse(0, -150, 42, 100, leaf) +
        path("M0 -250C40 -220 46 -90 0 -52Z", dark, { opacity: 0.6 });
      break;
    case "pine":
      out =
        rect(-7, -40, 14, 40, trunk, 3) +
        poly([0, -230, 48, -110, -48, -110], leaf) +
        poly([0, -180, 58, -40, -58, -40], leaf) +
        poly([0, -230, 48, -110, 0, -110], dark, { opacity: 0.5 }) +
        poly([0, -180, 58, -40, 0, -40], dark, { opacity: 0.5 });
      break;
    case "palm": {
      out = path("M-6 0C-2 -80 8 -160 2 -240L12 -240C20 -160 10 -80 8 0Z", "#8a6a4a");
      for (let i = 0; i < 8; i++) out += line(-3, -40 - i * 26, 10, -44 - i * 26, shade("#8a6a4a", -0.2), 2);
      const fronds: [number, number][] = [
        [-120, -200],
        [-90, -270],
        [-20, -300],
        [60, -290],
        [120, -230],
        [110, -180],
        [-100, -160],
      ];
      for (const [fx, fy] of fronds) {
        const mx = fx * 0.5 + 6;
        const my = (fy + -240) / 2 - 30;
        out += path(`M7 -240Q${mx} ${my} ${fx} ${fy}Q${mx + 10} ${my + 24} 7 -236Z`, fy < -250 ? light : leaf);
      }
      out += circle(4, -236, 10, "#6e5438");
      break;
    }
    case "jacaranda":
      out =
        path("M-8 0L-6 -80L-40 -120L-34 -124L-2 -92L4 -140L10 -140L8 -92L44 -126L48 -120L10 -76L8 0Z", "#6d5040") +
        ellipse(0, -150, 96, 58, C.jacaranda) +
        circle(-60, -140, 40, C.jacaranda) +
        circle(60, -142, 42, shade(C.jacaranda, -0.12)) +
        circle(-20, -182, 40, shade(C.jacaranda, 0.15)) +
        circle(34, -178, 36, C.jacaranda) +
        circle(-40, -166, 18, shade(C.jacaranda, 0.3), { opacity: 0.7 });
      break;
    case "bush":
      out =
        circle(-22, -22, 26, leaf) +
        circle(18, -24, 28, dark) +
        circle(0, -38, 26, leaf) +
        circle(-6, -44, 12, light, { opacity: 0.7 });
      break;
    case "acacia":
      out =
        path("M-6 0L-4 -90L-40 -130L-34 -134L0 -104L30 -140L36 -136L6 -92L6 0Z", "#6f5540") +
        ellipse(0, -148, 110, 26, leaf) +
        ellipse(-40, -160, 60, 20, light, { opacity: 0.8 }) +
        ellipse(40, -140, 70, 16, dark, { opacity: 0.7 });
      break;
  }
  return s === 1 ? out : g(out, { transform: `scale(${s})` });
}

export function grassTufts(rng: Rng, x0: number, x1: number, y: number, count: number, color: string): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    const h = rng.range(8, 16);
    out += path(
      `M${n(x - 8)} ${n(y)}Q${n(x - 6)} ${n(y - h)} ${n(x - 2)} ${n(y - h * 0.4)}Q${n(x)} ${n(y - h * 1.3)} ${n(x + 3)} ${n(y - h * 0.4)}Q${n(x + 7)} ${n(y - h)} ${n(x + 8)} ${n(y)}Z`,
      color,
    );
  }
  return out;
}

// Buildings.

/** A grid of windows inside a box. */
export function windows(
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  color: string,
  gap = 0.35,
  lit?: { rng: Rng; color: string; p: number },
): string {
  let out = "";
  const cw = w / cols;
  const rh = h / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const fill = lit && lit.rng.chance(lit.p) ? lit.color : color;
      out += rect(x + c * cw + (cw * gap) / 2, y + r * rh + (rh * gap) / 2, cw * (1 - gap), rh * (1 - gap), fill, 1.5);
    }
  }
  return out;
}

/** A glass or concrete tower, anchored at the middle of its base. */
export function tower(
  w: number,
  h: number,
  body: string,
  win: string,
  opts: {
    cols?: number;
    rows?: number;
    cap?: "flat" | "spire" | "slant" | "crown";
    bands?: boolean;
    lit?: { rng: Rng; color: string; p: number };
  } = {},
): string {
  const cols = opts.cols ?? Math.max(3, Math.round(w / 26));
  const rows = opts.rows ?? Math.max(4, Math.round(h / 30));
  let out = rect(-w / 2, -h, w, h, body);
  out += rect(w / 2 - w * 0.22, -h, w * 0.22, h, shade(body, -0.12), 0, { opacity: 0.6 });
  if (opts.bands) {
    for (let r = 0; r < rows; r++)
      out += rect(-w / 2 + 6, -h + 12 + r * ((h - 20) / rows), w - 12, ((h - 20) / rows) * 0.55, win, 1);
  } else {
    out += windows(-w / 2 + 8, -h + 12, w - 16, h - 20, cols, rows, win, 0.35, opts.lit);
  }
  if (opts.cap === "spire")
    out += rect(-3, -h - 70, 6, 70, shade(body, -0.2)) + rect(-w * 0.2, -h - 16, w * 0.4, 16, shade(body, -0.1));
  if (opts.cap === "slant") out += poly([-w / 2, -h, w / 2, -h - w * 0.45, w / 2, -h], shade(body, 0.08));
  if (opts.cap === "crown")
    out +=
      rect(-w / 2 - 4, -h - 10, w + 8, 12, shade(body, -0.15), 2) +
      rect(-w * 0.3, -h - 30, w * 0.6, 22, shade(body, -0.05));
  return out;
}

/** A pitched-roof house, anchored at the middle of its base. */
export function house(
  w: number,
  h: number,
  wall: string,
  roof: string,
  opts: { door?: string; garage?: boolean } = {},
): string {
  const roofH = h * 0.6;
  let out = rect(-w / 2, -h, w, h, wall);
  out += rect(w / 2 - w * 0.15, -h, w * 0.15, h, shade(wall, -0.08));
  out += poly([-w / 2 - 16, -h + 2, 0, -h - roofH, w / 2 + 16, -h + 2], roof);
  out += poly([0, -h - roofH, w / 2 + 16, -h + 2, w * 0.1, -h + 2], shade(roof, -0.12));
  out +=
    rect(-w * 0.34, -h * 0.62, w * 0.2, h * 0.3, C.glass, 3) +
    line(-w * 0.24, -h * 0.62, -w * 0.24, -h * 0.32, C.white, 3);
  out +=
    rect(w * 0.12, -h * 0.62, w * 0.2, h * 0.3, C.glass, 3) +
    line(w * 0.22, -h * 0.62, w * 0.22, -h * 0.32, C.white, 3);
  out += rect(-w * 0.07, -h * 0.5, w * 0.14, h * 0.5, opts.door ?? C.green700, 3);
  out += rect(w * 0.12, -h - roofH * 0.65, 16, roofH * 0.45, shade(wall, -0.2));
  return out;
}

// Vehicles (side views, facing right, anchored at the middle of the ground line).

function wheel(x: number, r: number): string {
  return circle(x, -r, r, "#2b2d30") + circle(x, -r, r * 0.55, "#c9ccd1") + circle(x, -r, r * 0.2, "#6b7077");
}

export function car(color: string, kind: "sedan" | "hatch" | "suv" = "sedan"): string {
  const dark = shade(color, -0.18);
  const light = shade(color, 0.2);
  let out = "";
  if (kind === "suv") {
    out += path(
      "M-112 -30L-112 -70Q-110 -84 -96 -86L-70 -88L-52 -128Q-48 -134 -40 -134L54 -134Q62 -134 68 -128L92 -90L108 -84Q118 -80 118 -66L118 -30Z",
      color,
    );
    out += path("M-44 -124L-60 -92L-6 -92L-6 -124Z", C.glass) + path("M4 -124L4 -92L78 -92L60 -124Z", C.glass);
  } else if (kind === "hatch") {
    out += path(
      "M-100 -28L-100 -64Q-98 -76 -84 -80L-60 -84L-34 -116Q-28 -122 -18 -122L40 -122Q50 -122 58 -112L84 -84L100 -78Q110 -74 110 -60L110 -28Z",
      color,
    );
    out += path("M-28 -112L-50 -86L-2 -86L-2 -112Z", C.glass) + path("M8 -112L8 -86L70 -86L48 -112Z", C.glass);
  } else {
    out += path(
      "M-120 -28L-120 -60Q-118 -72 -104 -74L-66 -80L-36 -110Q-30 -116 -20 -116L42 -116Q52 -116 60 -108L86 -80L116 -74Q128 -70 128 -56L128 -28Z",
      color,
    );
    out += path("M-30 -106L-54 -82L-2 -82L-2 -106Z", C.glass) + path("M8 -106L8 -82L72 -82L50 -106Z", C.glass);
  }
  out += rect(-124, -40, 254, 14, dark, 7);
  out += line(-70, -60, 100, -60, light, 3, { opacity: 0.6 });
  out += rect(108, -62, 16, 8, "#ffe9a8", 3) + rect(-122, -60, 10, 8, "#e0614a", 3);
  out += wheel(-72, 24) + wheel(76, 24);
  return out;
}

export function van(color: string, stripe: string = C.gold): string {
  let out = path(
    "M-150 -30L-150 -150Q-150 -160 -140 -160L80 -160Q96 -160 104 -148L140 -96Q150 -90 150 -76L150 -30Z",
    color,
  );
  out += path("M86 -148L118 -100L62 -100L62 -148Z", C.glass);
  out += rect(-150, -96, 290, 14, stripe);
  out += line(40, -150, 40, -40, shade(color, -0.15), 2.5);
  out += rect(-154, -44, 308, 14, shade(color, -0.25), 7);
  out += rect(140, -78, 12, 8, "#ffe9a8", 3);
  out += wheel(-96, 26) + wheel(96, 26);
  return out;
}

/** A truck cab pulling a box trailer: about 560 long. */
export function truck(cab: string, trailer: string, stripe: string = C.gold, withTrailer = true): string {
  let out = "";
  if (withTrailer) {
    out += rect(-300, -200, 380, 160, trailer, 6);
    out += rect(-300, -80, 380, 12, stripe);
    out += rect(-300, -200, 380, 16, shade(trailer, -0.08), 6);
    out += rect(-290, -44, 360, 12, "#3b3e42");
    out += wheel(-250, 26) + wheel(-196, 26) + wheel(24, 26);
  }
  out += path("M90 -30L90 -176Q90 -186 100 -186L170 -186Q186 -186 194 -170L226 -104Q232 -96 232 -84L232 -30Z", cab);
  out += path("M150 -176L186 -174L214 -112L150 -112Z", C.glass);
  out += rect(100, -172, 40, 56, shade(cab, 0.15), 4);
  out += rect(86, -44, 150, 14, shade(cab, -0.3), 6);
  out += rect(222, -78, 12, 10, "#ffe9a8", 3);
  out += rect(96, -210, 8, 40, "#6b6f75", 3);
  out += wheel(130, 26) + wheel(196, 26);
  return out;
}

export function forklift(color: string = C.yellow): string {
  let out = rect(-20, -150, 10, 150, "#3b3e42") + rect(-36, -16, 60, 8, "#3b3e42");
  out += rect(-36, -20, 60, 6, "#53575d");
  out += path("M-10 -24L-10 -90L30 -90L46 -130L86 -130L86 -24Z", color);
  out += path("M40 -126L52 -94L80 -94L80 -126Z", C.glass, { opacity: 0.5 });
  out += stroke("M36 -132L44 -168L92 -168L92 -90", "#3b3e42", 5);
  out += rect(70, -70, 26, 46, shade(color, -0.2), 4);
  out += wheel(6, 20) + wheel(70, 22);
  return out;
}

export function tractor(color: string = C.green700): string {
  let out = path("M-70 -50L-70 -100L-20 -100L-20 -160L50 -160L56 -100L120 -96L126 -50Z", color);
  out += path("M-12 -152L-12 -104L46 -104L42 -152Z", C.glass);
  out += rect(-24, -168, 84, 10, shade(color, -0.2), 4);
  out += rect(90, -140, 8, 44, "#3b3e42", 3);
  out += circle(-46, -60, 58, "#2b2d30") + circle(-46, -60, 34, C.yellow) + circle(-46, -60, 12, "#6b7077");
  out += circle(96, -34, 34, "#2b2d30") + circle(96, -34, 20, C.yellow) + circle(96, -34, 7, "#6b7077");
  return out;
}

// People (front view, about 200 tall at scale 1, anchored between the feet).

export interface PersonLook {
  skin: string;
  hair: string;
  hairStyle?: "short" | "long" | "bun" | "afro" | "bald" | "wrap";
  top: string;
  bottom?: string;
  hat?: "hardhat";
  hatColor?: string;
  vest?: boolean;
  hold?: "tablet" | "clipboard" | "bag" | "none" | "wave" | "point" | "phone";
  bagColor?: string;
  child?: boolean;
  skirt?: boolean;
}

export const SKINS = ["#6f4630", "#8a5a3c", "#a26c47", "#c68e63", "#e2b793", "#f1cdb0", "#5e3a26"];
export const HAIRS = ["#1b1716", "#2d211c", "#5b3b27", "#9b4527", "#d7b26a", "#8a8682"];

export function personLook(rng: Rng, overrides: Partial<PersonLook> = {}): PersonLook {
  const tops = [C.green700, C.gold, "#3e6e9c", C.red, "#f2f2ee", C.navy, "#7b3a6b", C.green500, "#e58a3a"];
  const styles: PersonLook["hairStyle"][] = ["short", "long", "bun", "afro", "short", "bald"];
  return {
    skin: rng.pick(SKINS),
    hair: rng.pick(HAIRS.slice(0, 4)),
    hairStyle: rng.pick(styles),
    top: rng.pick(tops),
    bottom: rng.pick([C.navy, "#3b3e42", "#5b6470", C.charcoal, "#8a7a62"]),
    ...overrides,
  };
}

function head(look: PersonLook, cy: number, r: number): string {
  const style = look.hairStyle ?? "short";
  let back = "";
  let front = "";
  if (style === "long")
    back = path(
      `M${-r - 4} ${cy}C${-r - 6} ${cy - r * 1.6} ${r + 6} ${cy - r * 1.6} ${r + 4} ${cy}L${r + 6} ${cy + r * 1.9}L${-r - 6} ${cy + r * 1.9}Z`,
      look.hair,
    );
  if (style === "afro") back = circle(0, cy - r * 0.3, r * 1.45, look.hair);
  if (style === "bun") back = circle(0, cy - r * 1.15, r * 0.55, look.hair);
  if (style === "short" || style === "long" || style === "bun" || style === "afro")
    front = path(
      `M${-r - 1} ${cy + r * 0.1}C${-r - 3} ${cy - r * 1.4} ${r + 3} ${cy - r * 1.4} ${r + 1} ${cy + r * 0.1}C${r * 0.6} ${cy - r * 0.5} ${-r * 0.4} ${cy - r * 0.6} ${-r - 1} ${cy + r * 0.1}Z`,
      look.hair,
    );
  if (style === "wrap")
    front = path(
      `M${-r - 3} ${cy - r * 0.1}C${-r - 8} ${cy - r * 2} ${r + 12} ${cy - r * 2.2} ${r + 3} ${cy - r * 0.1}Z`,
      look.hair,
    );
  let hat = "";
  if (look.hat === "hardhat") {
    const hc = look.hatColor ?? C.yellow;
    hat =
      path(
        `M${-r - 2} ${cy - r * 0.25}C${-r - 2} ${cy - r * 1.55} ${r + 2} ${cy - r * 1.55} ${r + 2} ${cy - r * 0.25}Z`,
        hc,
      ) +
      rect(-r - 8, cy - r * 0.36, r * 2 + 16, r * 0.26, shade(hc, -0.12), r * 0.13) +
      rect(-2, cy - r * 1.3, 4, r, shade(hc, 0.25));
    front = "";
  }
  return (
    back +
    rect(-r * 0.35, cy + r * 0.6, r * 0.7, r * 0.7, shade(look.skin, -0.12)) +
    circle(0, cy, r, look.skin) +
    front +
    hat
  );
}

export function person(look: PersonLook): string {
  const k = look.child ? 0.62 : 1;
  const skin = look.skin;
  const top = look.top;
  const bottom = look.bottom ?? C.navy;
  const dark = shade(top, -0.15);
  const hold = look.hold ?? "none";
  let out = "";
  // Legs and shoes.
  if (look.skirt) {
    out += rect(-18 * k, -70 * k, 12 * k, 66 * k, skin) + rect(6 * k, -70 * k, 12 * k, 66 * k, skin);
    out += path(`M${-30 * k} ${-100 * k}L${30 * k} ${-100 * k}L${36 * k} ${-60 * k}L${-36 * k} ${-60 * k}Z`, bottom);
  } else {
    out += path(
      `M${-28 * k} ${-100 * k}L${28 * k} ${-100 * k}L${24 * k} ${-4 * k}L${4 * k} ${-4 * k}L0 ${-70 * k}L${-4 * k} ${-4 * k}L${-24 * k} ${-4 * k}Z`,
      bottom,
    );
  }
  out += rect(-28 * k, -8 * k, 26 * k, 9 * k, "#2b2d30", 4) + rect(2 * k, -8 * k, 26 * k, 9 * k, "#2b2d30", 4);
  // Body.
  out += path(
    `M${-32 * k} ${-98 * k}L${-34 * k} ${-150 * k}Q${-34 * k} ${-170 * k} ${-14 * k} ${-172 * k}L${14 * k} ${-172 * k}Q${34 * k} ${-170 * k} ${34 * k} ${-150 * k}L${32 * k} ${-98 * k}Z`,
    top,
  );
  if (look.vest) {
    out += path(
      `M${-30 * k} ${-100 * k}L${-32 * k} ${-160 * k}L${-10 * k} ${-170 * k}L${-8 * k} ${-100 * k}Z`,
      "#f2c14e",
    );
    out += path(`M${30 * k} ${-100 * k}L${32 * k} ${-160 * k}L${10 * k} ${-170 * k}L${8 * k} ${-100 * k}Z`, "#f2c14e");
    out += rect(-31 * k, -126 * k, 22 * k, 5 * k, "#e9eef0") + rect(9 * k, -126 * k, 22 * k, 5 * k, "#e9eef0");
  }
  // Arms.
  const arm = (side: number, d: string) => stroke(d, side < 0 ? top : dark, 13 * k);
  const hand = (x: number, y: number) => circle(x * k, y * k, 6.5 * k, skin);
  if (hold === "tablet" || hold === "clipboard") {
    out += arm(-1, `M${-30 * k} ${-160 * k}L${-34 * k} ${-126 * k}L${-22 * k} ${-126 * k}`);
    out += arm(1, `M${30 * k} ${-160 * k}L${34 * k} ${-124 * k}L${22 * k} ${-124 * k}`);
    const dev =
      hold === "tablet"
        ? rect(-22 * k, -150 * k, 44 * k, 32 * k, "#2b2d30", 4) + rect(-18 * k, -146 * k, 36 * k, 24 * k, "#8fd3c1", 2)
        : rect(-20 * k, -154 * k, 40 * k, 48 * k, "#a57b4f", 3) +
          rect(-16 * k, -148 * k, 32 * k, 38 * k, "#ffffff", 1) +
          rect(-8 * k, -158 * k, 16 * k, 7 * k, "#6b7077", 2);
    out += dev + hand(-22, -127) + hand(22, -125);
  } else if (hold === "wave") {
    out += arm(-1, `M${-30 * k} ${-160 * k}L${-36 * k} ${-100 * k}`) + hand(-36, -98);
    out += arm(1, `M${30 * k} ${-162 * k}L${48 * k} ${-200 * k}`) + hand(50, -206);
  } else if (hold === "point") {
    out += arm(-1, `M${-30 * k} ${-160 * k}L${-36 * k} ${-100 * k}`) + hand(-36, -98);
    out += arm(1, `M${30 * k} ${-162 * k}L${70 * k} ${-172 * k}`) + hand(74, -173);
  } else if (hold === "phone") {
    out += arm(-1, `M${-30 * k} ${-160 * k}L${-36 * k} ${-100 * k}`) + hand(-36, -98);
    out +=
      arm(1, `M${30 * k} ${-160 * k}L${32 * k} ${-140 * k}L${14 * k} ${-190 * k}`) +
      rect(6 * k, -208 * k, 12 * k, 22 * k, "#2b2d30", 3) +
      hand(14, -190);
  } else {
    out += arm(-1, `M${-30 * k} ${-160 * k}L${-36 * k} ${-100 * k}`) + hand(-36, -98);
    out += arm(1, `M${30 * k} ${-160 * k}L${36 * k} ${-100 * k}`) + hand(36, -98);
    if (hold === "bag") {
      const bc = look.bagColor ?? C.gold;
      out +=
        path(`M${30 * k} ${-96 * k}L${54 * k} ${-96 * k}L${58 * k} ${-50 * k}L${26 * k} ${-50 * k}Z`, bc) +
        stroke(`M${34 * k} ${-96 * k}Q${42 * k} ${-112 * k} ${50 * k} ${-96 * k}`, shade(bc, -0.3), 3 * k);
    }
  }
  out += head(look, -196 * k, 21 * k);
  return out;
}

/** Head and shoulders seen from behind or the front with no face: audiences and people at tables. */
export function bust(look: PersonLook, back = false): string {
  const r = 22;
  let out = path(`M-46 0L-44 -40Q-42 -62 -18 -64L18 -64Q42 -62 44 -40L46 0Z`, look.top);
  out += rect(-8, -76, 16, 14, shade(look.skin, -0.12));
  if (back) {
    const hs = look.hairStyle ?? "short";
    out += circle(0, -94, r, look.skin);
    if (hs === "afro") out += circle(0, -98, r * 1.35, look.hair);
    else if (hs === "bald") out += circle(0, -94, r, shade(look.skin, -0.05));
    else if (hs === "wrap")
      out += path(`M${-r - 3} ${-88}C${-r - 8} ${-140} ${r + 12} ${-146} ${r + 3} ${-88}Z`, look.hair);
    else {
      out += circle(0, -96, r + 1, look.hair);
      if (hs === "long") out += rect(-r - 1, -96, 2 * r + 2, 34, look.hair, 6);
      if (hs === "bun") out += circle(0, -122, 11, look.hair);
    }
    if (look.hat === "hardhat") out += head({ ...look, hairStyle: "bald" }, -94, r);
  } else {
    out += head(look, -94, r);
  }
  return out;
}

// Objects.

export function shield(fill: string = C.green900, accent: string = C.gold, tick = true): string {
  let out = path("M0 -120L86 -92L86 -30C86 30 46 70 0 90C-46 70 -86 30 -86 -30L-86 -92Z", fill);
  out += path("M0 -120L86 -92L86 -30C86 30 46 70 0 90Z", shade(fill, -0.15), { opacity: 0.6 });
  out += path("M0 -100L68 -78L68 -30C68 18 36 52 0 70C-36 52 -68 18 -68 -30L-68 -78Z", "none", {
    stroke: accent,
    "stroke-width": 5,
    opacity: 0.9,
  });
  if (tick) out += stroke("M-34 -14L-8 12L40 -40", C.white, 16);
  return out;
}

/** A laptop seen from the front, anchored at the middle of its base; the screen content is drawn in a 300x180 box at its top left. */
export function laptop(screen: string, body: string = "#c9ced6"): string {
  return (
    rect(-170, -230, 340, 216, "#2b2f35", 12) +
    g(screen, { transform: "translate(-150 -212)" }) +
    path("M-200 -14L200 -14L212 2Q212 8 204 8L-204 8Q-212 8 -212 2Z", body) +
    rect(-40, -14, 80, 6, shade(body, -0.15), 3)
  );
}

/** A tablet in landscape, anchored at its centre; content is drawn in a box of w x h at its top left. */
export function tabletFrame(w: number, h: number, content: string, color = "#22262b"): string {
  return (
    rect(-w / 2 - 18, -h / 2 - 18, w + 36, h + 36, color, 22) +
    circle(w / 2 + 9, 0, 4, "#4a4f57") +
    g(content, { transform: `translate(${n(-w / 2)} ${n(-h / 2)})` })
  );
}

/** Grey bars that stand for lines of text (the pictures carry no words). */
export function textLines(
  x: number,
  y: number,
  w: number,
  rows: number,
  color = "#cfd5da",
  gap = 18,
  rng?: Rng,
): string {
  let out = "";
  for (let i = 0; i < rows; i++) {
    const lw = rng ? w * rng.range(0.55, 1) : i === rows - 1 ? w * 0.6 : w;
    out += rect(x, y + i * gap, lw, gap * 0.45, color, gap * 0.22);
  }
  return out;
}

export function bars(x: number, baseY: number, values: number[], bw: number, gap: number, colors: string[]): string {
  let out = "";
  values.forEach((v, i) => {
    out += rect(x + i * (bw + gap), baseY - v, bw, v, colors[i % colors.length]!, Math.min(6, bw / 4));
  });
  return out;
}

export function potPlant(leaf: string = C.leaf, pot: string = C.gold): string {
  return (
    path("M-6 -60C-40 -90 -50 -140 -30 -170C-10 -140 -4 -100 -2 -60Z", leaf) +
    path("M4 -60C30 -100 52 -130 40 -168C14 -140 6 -100 2 -60Z", shade(leaf, -0.15)) +
    path("M0 -60C-6 -110 4 -160 10 -190C20 -150 14 -100 6 -60Z", shade(leaf, 0.12)) +
    path("M-32 -64L32 -64L24 0L-24 0Z", pot) +
    rect(-36, -70, 72, 12, shade(pot, -0.12), 4)
  );
}

export function shadowUnder(w: number, color = "#000000", opacity = 0.12): string {
  return ellipse(0, 0, w / 2, w * 0.06, color, { opacity });
}

export function mixes(base: string, count: number, spread = 0.25): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++)
    out.push(i % 2 ? shade(base, (spread * i) / count) : mix(base, "#000000", (spread * i) / count / 2));
  return out;
}
