/**
 * Head-and-shoulders portraits (400x500) built from a description of each person:
 * face shape, skin, hair, clothing and accessories, on a soft brand-tinted background.
 */
import { C } from "./palette.ts";
import { Defs, Rng, circle, el, ellipse, g, mix, n, path, rect, shade, stroke, svgDoc } from "./svg.ts";

type Hair =
  | "none"
  | "shaved"
  | "bald"
  | "buzz"
  | "short"
  | "sidePart"
  | "quiff"
  | "twists"
  | "highTop"
  | "shortNatural"
  | "afro"
  | "twistOut"
  | "curly"
  | "long"
  | "shoulder"
  | "bob"
  | "sidePlait"
  | "braidsBack"
  | "longBraids"
  | "locs"
  | "relaxedShort"
  | "pixie"
  | "bun"
  | "greyShort"
  | "headwrap"
  | "headscarf";

type Outfit =
  | "suit"
  | "blazer"
  | "blazerOpen"
  | "blouse"
  | "top"
  | "shirt"
  | "polo"
  | "jumper"
  | "cardigan"
  | "denimJacket"
  | "workShirt"
  | "checkShirt"
  | "jacketTee";

interface Spec {
  sex: "f" | "m";
  skin: string;
  face: "oval" | "round" | "square" | "long" | "heart";
  hair: Hair;
  hairColor: string;
  outfit: Outfit;
  main: string;
  inner?: string;
  tie?: string;
  beard?: "full" | "short" | "stubble" | "goatee" | "moustache";
  glasses?: "round" | "rect" | "browline";
  earrings?: "pearl" | "hoop" | "stud";
  necklace?: boolean;
  smile: "open" | "closed" | "broad";
  lips?: string;
  bg: number;
  senior?: boolean;
  freckles?: boolean;
  /** Fabric colours for a headwrap or headscarf. */
  wrap?: [string, string];
}

const SKIN = {
  deep: "#5e3a26",
  dark: "#6f4630",
  brown: "#8a5a3c",
  medium: "#a26c47",
  tan: "#bd8760",
  olive: "#cf9f78",
  light: "#e2b793",
  fair: "#f1cdb0",
  rosy: "#f3d2bc",
};

const HAIR = {
  black: "#1b1716",
  dark: "#2d211c",
  brown: "#5b3b27",
  auburn: "#9b4527",
  blonde: "#d7b26a",
  sandy: "#b98f58",
  grey: "#a4a09b",
  greying: "#8a8682",
  silver: "#c4c1bc",
};

export const people: Record<string, Spec> = {
  thandeka: {
    sex: "f",
    skin: SKIN.deep,
    face: "oval",
    hair: "shortNatural",
    hairColor: HAIR.black,
    outfit: "blazer",
    main: "#3b3f44",
    inner: "#f4efe6",
    earrings: "stud",
    smile: "open",
    lips: "#7d3a3a",
    bg: 0,
  },
  pieter: {
    sex: "m",
    skin: SKIN.fair,
    face: "long",
    hair: "sidePart",
    hairColor: HAIR.greying,
    outfit: "suit",
    main: "#223456",
    inner: "#ffffff",
    tie: "#8c2f39",
    smile: "closed",
    bg: 1,
    senior: true,
  },
  lindiwe: {
    sex: "f",
    skin: SKIN.brown,
    face: "heart",
    hair: "braidsBack",
    hairColor: HAIR.black,
    outfit: "blouse",
    main: "#1f7a55",
    earrings: "hoop",
    smile: "open",
    lips: "#874040",
    bg: 2,
  },
  rajesh: {
    sex: "m",
    skin: SKIN.tan,
    face: "oval",
    hair: "short",
    hairColor: HAIR.black,
    outfit: "suit",
    main: "#6b6f76",
    inner: "#eef3f8",
    tie: "#2d4a7a",
    glasses: "rect",
    smile: "open",
    bg: 3,
  },
  nomvula: {
    sex: "f",
    skin: SKIN.dark,
    face: "round",
    hair: "headwrap",
    hairColor: HAIR.black,
    outfit: "blazer",
    main: "#d4a233",
    inner: "#2b2b2b",
    earrings: "hoop",
    smile: "open",
    lips: "#6e2f2f",
    bg: 1,
    wrap: ["#0b483b", "#e0b54f"],
  },
  sipho: {
    sex: "m",
    skin: SKIN.dark,
    face: "square",
    hair: "shaved",
    hairColor: HAIR.black,
    outfit: "suit",
    main: "#23272e",
    inner: "#ffffff",
    tie: "#1f6f5c",
    beard: "short",
    smile: "open",
    bg: 0,
  },
  annelie: {
    sex: "f",
    skin: SKIN.rosy,
    face: "oval",
    hair: "shoulder",
    hairColor: HAIR.blonde,
    outfit: "blazer",
    main: "#eee3cf",
    inner: "#ffffff",
    earrings: "pearl",
    smile: "open",
    lips: "#c0635f",
    bg: 3,
  },
  kagiso: {
    sex: "m",
    skin: SKIN.brown,
    face: "oval",
    hair: "buzz",
    hairColor: HAIR.black,
    outfit: "suit",
    main: "#2c3440",
    inner: "#ffffff",
    tie: "#7e1f32",
    glasses: "round",
    smile: "closed",
    bg: 2,
  },
  farah: {
    sex: "f",
    skin: SKIN.olive,
    face: "oval",
    hair: "long",
    hairColor: HAIR.dark,
    outfit: "blouse",
    main: "#1d8a8a",
    earrings: "stud",
    smile: "open",
    lips: "#b4565a",
    bg: 0,
  },
  zanele: {
    sex: "f",
    skin: SKIN.medium,
    face: "round",
    hair: "afro",
    hairColor: HAIR.dark,
    outfit: "top",
    main: "#ec7f63",
    earrings: "hoop",
    smile: "open",
    lips: "#8a3f3f",
    bg: 3,
  },
  themba: {
    sex: "m",
    skin: SKIN.dark,
    face: "long",
    hair: "buzz",
    hairColor: HAIR.black,
    outfit: "shirt",
    main: "#a9cbe8",
    beard: "moustache",
    smile: "closed",
    bg: 1,
  },
  johan: {
    sex: "m",
    skin: SKIN.fair,
    face: "square",
    hair: "quiff",
    hairColor: HAIR.brown,
    outfit: "blazerOpen",
    main: "#5a6472",
    inner: "#f3f5f7",
    smile: "open",
    bg: 2,
  },
  naledi: {
    sex: "f",
    skin: SKIN.brown,
    face: "heart",
    hair: "bob",
    hairColor: HAIR.black,
    outfit: "blazer",
    main: "#213a63",
    inner: "#f1e3c4",
    earrings: "stud",
    smile: "closed",
    lips: "#7b3838",
    bg: 0,
  },
  yusuf: {
    sex: "m",
    skin: SKIN.olive,
    face: "oval",
    hair: "short",
    hairColor: HAIR.dark,
    outfit: "suit",
    main: "#5d6a44",
    inner: "#f6f3ea",
    tie: "#c8a45a",
    beard: "full",
    smile: "closed",
    bg: 3,
  },
  busisiwe: {
    sex: "f",
    skin: SKIN.deep,
    face: "oval",
    hair: "longBraids",
    hairColor: HAIR.black,
    outfit: "blouse",
    main: "#f7f5f0",
    necklace: true,
    earrings: "stud",
    smile: "open",
    lips: "#6d2f35",
    bg: 1,
  },
  andile: {
    sex: "m",
    skin: SKIN.brown,
    face: "round",
    hair: "twists",
    hairColor: HAIR.black,
    outfit: "jacketTee",
    main: "#6f747b",
    inner: "#1e2226",
    smile: "open",
    bg: 2,
  },
  megan: {
    sex: "f",
    skin: SKIN.light,
    face: "heart",
    hair: "curly",
    hairColor: HAIR.auburn,
    outfit: "cardigan",
    main: "#4f8a5b",
    inner: "#f5efe3",
    freckles: true,
    smile: "open",
    lips: "#c05b55",
    bg: 3,
  },
  tshepo: {
    sex: "m",
    skin: SKIN.medium,
    face: "square",
    hair: "buzz",
    hairColor: HAIR.black,
    outfit: "suit",
    main: "#1f3152",
    inner: "#ffffff",
    tie: "#b8892e",
    smile: "open",
    bg: 0,
  },
  priya: {
    sex: "f",
    skin: SKIN.tan,
    face: "oval",
    hair: "sidePlait",
    hairColor: HAIR.black,
    outfit: "blouse",
    main: "#7b3a6b",
    earrings: "hoop",
    smile: "open",
    lips: "#9c4650",
    bg: 2,
  },
  werner: {
    sex: "m",
    skin: SKIN.rosy,
    face: "round",
    hair: "bald",
    hairColor: HAIR.sandy,
    outfit: "checkShirt",
    main: "#3e6e9c",
    inner: "#dfe8f1",
    glasses: "browline",
    smile: "open",
    bg: 1,
    senior: true,
  },
  lerato: {
    sex: "f",
    skin: SKIN.medium,
    face: "oval",
    hair: "relaxedShort",
    hairColor: HAIR.black,
    outfit: "blazer",
    main: "#c0392b",
    inner: "#1f1f1f",
    earrings: "stud",
    smile: "open",
    lips: "#8c2f32",
    bg: 3,
  },
  mandla: {
    sex: "m",
    skin: SKIN.dark,
    face: "oval",
    hair: "buzz",
    hairColor: HAIR.black,
    outfit: "shirt",
    main: "#b9a57a",
    beard: "goatee",
    smile: "closed",
    bg: 0,
  },
  charlene: {
    sex: "f",
    skin: SKIN.tan,
    face: "round",
    hair: "curly",
    hairColor: HAIR.dark,
    outfit: "denimJacket",
    main: "#6f95c2",
    inner: "#f4f1ea",
    earrings: "hoop",
    smile: "open",
    lips: "#a54d4f",
    bg: 1,
  },
  bongani: {
    sex: "m",
    skin: SKIN.dark,
    face: "round",
    hair: "short",
    hairColor: HAIR.black,
    outfit: "polo",
    main: "#145a4a",
    smile: "broad",
    bg: 3,
  },
  heinrich: {
    sex: "m",
    skin: SKIN.fair,
    face: "square",
    hair: "short",
    hairColor: HAIR.sandy,
    outfit: "blazerOpen",
    main: "#7d8186",
    inner: "#dfe7ef",
    beard: "full",
    smile: "closed",
    bg: 2,
  },
  ayesha: {
    sex: "f",
    skin: SKIN.light,
    face: "oval",
    hair: "headscarf",
    hairColor: HAIR.dark,
    outfit: "top",
    main: "#22365a",
    smile: "open",
    lips: "#b0575a",
    bg: 3,
    wrap: ["#b9727d", "#9c5a66"],
  },
  refilwe: {
    sex: "f",
    skin: SKIN.brown,
    face: "heart",
    hair: "twistOut",
    hairColor: HAIR.dark,
    outfit: "top",
    main: "#f2c230",
    earrings: "stud",
    smile: "open",
    lips: "#7f3a3a",
    bg: 2,
  },
  sizwe: {
    sex: "m",
    skin: SKIN.deep,
    face: "long",
    hair: "highTop",
    hairColor: HAIR.black,
    outfit: "shirt",
    main: "#222427",
    smile: "closed",
    bg: 1,
  },
  marlene: {
    sex: "f",
    skin: SKIN.fair,
    face: "round",
    hair: "greyShort",
    hairColor: HAIR.silver,
    outfit: "denimJacket",
    main: "#5d7fa8",
    inner: "#ffffff",
    earrings: "pearl",
    smile: "open",
    lips: "#b8666a",
    bg: 3,
    senior: true,
  },
  palesa: {
    sex: "f",
    skin: SKIN.medium,
    face: "oval",
    hair: "locs",
    hairColor: HAIR.dark,
    outfit: "top",
    main: "#e8772e",
    earrings: "hoop",
    smile: "open",
    lips: "#7a3532",
    bg: 0,
  },
  dineo: {
    sex: "f",
    skin: SKIN.brown,
    face: "heart",
    hair: "pixie",
    hairColor: HAIR.black,
    outfit: "blazer",
    main: "#8a8d91",
    inner: "#f5f5f2",
    earrings: "stud",
    smile: "closed",
    lips: "#7a3838",
    bg: 1,
  },
  gareth: {
    sex: "m",
    skin: SKIN.fair,
    face: "oval",
    hair: "short",
    hairColor: HAIR.dark,
    outfit: "jumper",
    main: "#26375c",
    inner: "#e9eef3",
    glasses: "rect",
    smile: "open",
    bg: 3,
  },
  nthabiseng: {
    sex: "f",
    skin: SKIN.deep,
    face: "oval",
    hair: "bun",
    hairColor: HAIR.black,
    outfit: "blazer",
    main: "#1f1f22",
    inner: "#f3efe8",
    earrings: "pearl",
    smile: "open",
    lips: "#6a2c33",
    bg: 2,
  },
  kevin: {
    sex: "m",
    skin: SKIN.tan,
    face: "square",
    hair: "quiff",
    hairColor: HAIR.black,
    outfit: "suit",
    main: "#aeb3b8",
    inner: "#ffffff",
    tie: "#1f3a5f",
    smile: "open",
    bg: 0,
  },
  vusi: {
    sex: "m",
    skin: SKIN.dark,
    face: "square",
    hair: "buzz",
    hairColor: HAIR.black,
    outfit: "workShirt",
    main: "#2f5f8a",
    beard: "stubble",
    smile: "open",
    bg: 2,
  },
};

const BACKGROUNDS: [string, string, string][] = [
  ["#e4efe9", "#cfe3dc", "#f4f9f6"],
  ["#f5ecda", "#ead9b8", "#fbf6ec"],
  ["#e6ecf0", "#d2dfe7", "#f5f8fa"],
  ["#ece9e1", "#ddd6c8", "#f8f6f1"],
];

interface Head {
  cx: number;
  top: number;
  chin: number;
  h: number;
  hw: number;
  jaw: number;
  chinW: number;
  eyeY: number;
  mouthY: number;
}

function headFor(spec: Spec): Head {
  const shapes = {
    oval: { hw: 69, jaw: 50, chinW: 20, top: 120, chin: 304 },
    round: { hw: 73, jaw: 58, chinW: 26, top: 124, chin: 300 },
    square: { hw: 71, jaw: 62, chinW: 30, top: 120, chin: 304 },
    long: { hw: 66, jaw: 50, chinW: 22, top: 114, chin: 308 },
    heart: { hw: 70, jaw: 44, chinW: 15, top: 122, chin: 302 },
  };
  const s = shapes[spec.face];
  const sexAdjust = spec.sex === "f" ? -3 : 0;
  const h = s.chin - s.top;
  return {
    cx: 200,
    top: s.top,
    chin: s.chin,
    h,
    hw: s.hw + sexAdjust,
    jaw: s.jaw + sexAdjust,
    chinW: s.chinW,
    eyeY: s.top + h * 0.53,
    mouthY: s.top + h * 0.815,
  };
}

/** The face outline, optionally grown by pad on every side. */
function facePath(H: Head, pad = 0): string {
  const { cx, top, h } = H;
  const t = top - pad;
  const b = H.chin + pad;
  const hw = H.hw + pad;
  const jw = H.jaw + pad;
  const cw = H.chinW;
  const y = (f: number) => top + h * f;
  const half = (s: number) =>
    `C${n(cx + s * hw * 0.6)} ${n(t)} ${n(cx + s * hw)} ${n(y(0.18))} ${n(cx + s * hw)} ${n(y(0.46))}` +
    `C${n(cx + s * hw)} ${n(y(0.64))} ${n(cx + s * (jw + (hw - jw) * 0.35))} ${n(y(0.76))} ${n(cx + s * jw)} ${n(y(0.86))}` +
    `C${n(cx + s * (jw - (jw - cw) * 0.5))} ${n(y(0.95))} ${n(cx + s * cw)} ${n(b)} ${n(cx)} ${n(b)}`;
  // Right half top to chin, then left half chin to top (reversed by drawing the mirror from the top).
  return `M${n(cx)} ${n(t)}${half(1)}Z M${n(cx)} ${n(t)}${half(-1)}Z`;
}

function torso(sw: number, neckY: number, nlw: number, depth: number, kind: "v" | "round" | "none"): string {
  const L = 200 - 192 * sw;
  const R = 200 + 192 * sw;
  const shY = neckY + 22;
  let d = `M${n(L)} 500C${n(L + 2)} 450 ${n(L + 22)} ${n(shY + 22)} ${n(200 - 112 * sw)} ${n(shY)}`;
  d += `L${n(200 - nlw)} ${n(neckY)}`;
  if (kind === "v") d += `L200 ${n(neckY + depth)}`;
  else if (kind === "round") d += `Q200 ${n(neckY + depth * 2)} ${n(200 + nlw)} ${n(neckY)}`;
  d += `L${n(200 + nlw)} ${n(neckY)}L${n(200 + 112 * sw)} ${n(shY)}C${n(R - 22)} ${n(shY + 22)} ${n(R - 2)} 450 ${n(R)} 500Z`;
  return d;
}

function clothing(spec: Spec, defs: Defs, nw: number): string {
  const sw = spec.sex === "m" ? 1 : 0.9;
  const neckY = 338;
  const main = spec.main;
  const inner = spec.inner ?? "#ffffff";
  const dark = shade(main, -0.18);
  const light = shade(main, 0.12);
  const fold = (x: number) =>
    stroke(`M${n(x)} 430 Q${n(x + (x < 200 ? -4 : 4))} 470 ${n(x)} 500`, dark, 3, { opacity: 0.5 });
  const shirtCollar = (color: string, spread = 1) =>
    path(
      `M${n(200 - nw - 4)} ${neckY - 8}L${n(200 - 2)} ${neckY + 30}L${n(200 - nw - 16 * spread)} ${neckY + 34}Z`,
      color,
    ) +
    path(
      `M${n(200 + nw + 4)} ${neckY - 8}L${n(200 + 2)} ${neckY + 30}L${n(200 + nw + 16 * spread)} ${neckY + 34}Z`,
      color,
    );
  const lapels = (color: string, open: number) => {
    const lx = 200 - nw - 10;
    return (
      path(
        `M${n(lx)} ${neckY - 2}L${n(lx - 26)} ${neckY + 48}L${n(lx - 12)} ${neckY + 56}L${n(200 - 4)} ${neckY + open}L${n(lx + 10)} ${neckY + 2}Z`,
        color,
      ) +
      path(
        `M${n(400 - lx)} ${neckY - 2}L${n(400 - lx + 26)} ${neckY + 48}L${n(400 - lx + 12)} ${neckY + 56}L${n(200 + 4)} ${neckY + open}L${n(400 - lx - 10)} ${neckY + 2}Z`,
        color,
      )
    );
  };
  const body = (color: string, nl: number, depth: number, kind: "v" | "round" | "none") =>
    path(torso(sw, neckY, nl, depth, kind), color);

  switch (spec.outfit) {
    case "suit": {
      const tie = spec.tie ?? C.green900;
      return (
        body(inner, nw + 6, 0, "none") +
        shirtCollar(shade(inner, -0.1)) +
        path(`M193 ${neckY + 18}L207 ${neckY + 18}L204 ${neckY + 32}L196 ${neckY + 32}Z`, shade(tie, -0.15)) +
        path(`M196 ${neckY + 31}L204 ${neckY + 31}L212 ${neckY + 120}L200 ${neckY + 134}L188 ${neckY + 120}Z`, tie) +
        body(main, nw + 8, 118, "v") +
        lapels(shade(main, -0.12), 112) +
        fold(90) +
        fold(310) +
        circle(200, neckY + 140, 3.5, shade(main, -0.35))
      );
    }
    case "blazer": {
      return (
        body(inner, nw + 4, 22, "round") + body(main, nw + 10, 104, "v") + lapels(light, 98) + fold(88) + fold(312)
      );
    }
    case "blazerOpen": {
      return (
        body(inner, nw + 6, 30, "v") +
        shirtCollar(shade(inner, -0.1), 1.2) +
        body(main, nw + 12, 118, "v") +
        lapels(shade(main, -0.1), 112) +
        fold(90) +
        fold(310)
      );
    }
    case "blouse": {
      return (
        body(main, nw + 14, 44, "v") +
        path(
          `M${n(200 - nw - 14)} ${neckY}Q${n(200 - nw - 26)} ${neckY + 30} ${n(200 - 12)} ${neckY + 52}L200 ${neckY + 44}Z`,
          light,
        ) +
        path(
          `M${n(200 + nw + 14)} ${neckY}Q${n(200 + nw + 26)} ${neckY + 30} ${n(200 + 12)} ${neckY + 52}L200 ${neckY + 44}Z`,
          light,
        ) +
        stroke(`M200 ${neckY + 50}L200 500`, dark, 2, { opacity: 0.35 }) +
        circle(200, neckY + 72, 3, dark) +
        circle(200, neckY + 104, 3, dark) +
        fold(100) +
        fold(300)
      );
    }
    case "top": {
      return (
        body(main, nw + 16, 16, "round") +
        stroke(torsoNeckline(nw + 16, 16, neckY), dark, 4, { opacity: 0.5 }) +
        fold(100) +
        fold(300)
      );
    }
    case "shirt": {
      return (
        body(main, nw + 4, 16, "v") +
        shirtCollar(light, 1.1) +
        stroke(`M200 ${neckY + 24}L200 500`, dark, 2.2, { opacity: 0.5 }) +
        circle(204, neckY + 46, 2.6, dark) +
        circle(204, neckY + 82, 2.6, dark) +
        circle(204, neckY + 118, 2.6, dark) +
        rect(236, neckY + 64, 48, 44, "none", 4, { stroke: dark, "stroke-width": 2, opacity: 0.45 }) +
        fold(96) +
        fold(304)
      );
    }
    case "workShirt": {
      return (
        body(main, nw + 4, 16, "v") +
        shirtCollar(light, 1.1) +
        stroke(`M200 ${neckY + 24}L200 500`, dark, 2.2, { opacity: 0.5 }) +
        circle(204, neckY + 50, 2.6, dark) +
        circle(204, neckY + 90, 2.6, dark) +
        rect(112, neckY + 62, 52, 50, light, 6) +
        rect(112, neckY + 62, 52, 12, shade(main, 0.2), 4) +
        // The group's shield as a small embroidered logo.
        path(`M${260} ${neckY + 66}l16 6v12c0 10-8 16-16 19c-8-3-16-9-16-19v-12z`, C.gold) +
        path(`M${260} ${neckY + 72}l10 4v8c0 6-5 10-10 12c-5-2-10-6-10-12v-8z`, C.green900) +
        fold(96) +
        fold(304)
      );
    }
    case "checkShirt": {
      const id = defs.id();
      defs.items.push(
        el(
          "pattern",
          { id, width: 26, height: 26, patternUnits: "userSpaceOnUse" },
          rect(0, 0, 26, 26, inner) +
            rect(0, 0, 13, 26, main, 0, { opacity: 0.55 }) +
            rect(0, 0, 26, 13, main, 0, { opacity: 0.55 }),
        ),
      );
      return (
        body(`url(#${id})`, nw + 4, 16, "v") +
        shirtCollar(shade(main, -0.05), 1.1) +
        stroke(`M200 ${neckY + 24}L200 500`, dark, 2.2, { opacity: 0.6 }) +
        circle(204, neckY + 50, 2.6, C.white) +
        circle(204, neckY + 90, 2.6, C.white)
      );
    }
    case "polo": {
      return (
        body(main, nw + 6, 10, "round") +
        path(`M190 ${neckY + 6}L210 ${neckY + 6}L210 ${neckY + 58}Q200 ${neckY + 64} 190 ${neckY + 58}Z`, dark) +
        circle(200, neckY + 24, 2.6, light) +
        circle(200, neckY + 44, 2.6, light) +
        path(`M${n(200 - nw - 6)} ${neckY - 6}L190 ${neckY + 8}L${n(200 - nw - 26)} ${neckY + 30}Z`, light) +
        path(`M${n(200 + nw + 6)} ${neckY - 6}L210 ${neckY + 8}L${n(200 + nw + 26)} ${neckY + 30}Z`, light) +
        path(`M${260} ${neckY + 60}l11 4v8c0 7-5 11-11 13c-6-2-11-6-11-13v-8z`, C.gold) +
        fold(100) +
        fold(300)
      );
    }
    case "jumper": {
      return (
        body(inner, nw + 6, 4, "none") +
        shirtCollar(shade(inner, -0.06), 1) +
        body(main, nw + 14, 18, "round") +
        stroke(torsoNeckline(nw + 14, 18, neckY), light, 7) +
        stroke(`M70 470Q200 486 330 470`, dark, 3, { opacity: 0.25 })
      );
    }
    case "cardigan": {
      return (
        body(inner, nw + 14, 18, "round") +
        body(main, nw + 18, 150, "v") +
        stroke(`M${n(200 - nw - 18)} ${neckY}L200 ${neckY + 150}`, light, 6) +
        stroke(`M${n(200 + nw + 18)} ${neckY}L200 ${neckY + 150}`, light, 6) +
        circle(178, neckY + 110, 3.5, light) +
        fold(92) +
        fold(308)
      );
    }
    case "denimJacket": {
      return (
        body(inner, nw + 10, 20, "round") +
        body(main, nw + 16, 140, "v") +
        path(
          `M${n(200 - nw - 14)} ${neckY - 8}L${n(200 - nw - 44)} ${neckY + 40}L${n(200 - nw - 20)} ${neckY + 52}L${n(200 - 20)} ${neckY + 120}L${n(200 - nw - 4)} ${neckY}Z`,
          light,
        ) +
        path(
          `M${n(200 + nw + 14)} ${neckY - 8}L${n(200 + nw + 44)} ${neckY + 40}L${n(200 + nw + 20)} ${neckY + 52}L${n(200 + 20)} ${neckY + 120}L${n(200 + nw + 4)} ${neckY}Z`,
          light,
        ) +
        stroke(`M78 ${neckY + 86}L150 ${neckY + 86}M250 ${neckY + 86}L322 ${neckY + 86}`, C.goldMid, 2.5, {
          "stroke-dasharray": "5 5",
        }) +
        rect(96, neckY + 96, 40, 30, dark, 4) +
        rect(264, neckY + 96, 40, 30, dark, 4) +
        circle(116, neckY + 110, 3, C.goldMid) +
        circle(284, neckY + 110, 3, C.goldMid)
      );
    }
    case "jacketTee": {
      return (
        body(inner, nw + 10, 16, "round") +
        body(main, nw + 20, 160, "v") +
        path(`M${n(200 - nw - 20)} ${neckY - 4}L${n(200 - nw - 42)} ${neckY + 26}L200 ${neckY + 160}Z`, light, {
          opacity: 0.6,
        }) +
        path(`M${n(200 + nw + 20)} ${neckY - 4}L${n(200 + nw + 42)} ${neckY + 26}L200 ${neckY + 160}Z`, light, {
          opacity: 0.6,
        }) +
        fold(92) +
        fold(308)
      );
    }
  }
}

function torsoNeckline(nl: number, depth: number, neckY: number): string {
  return `M${n(200 - nl)} ${neckY}Q200 ${n(neckY + depth * 2)} ${n(200 + nl)} ${neckY}`;
}

interface HairParts {
  back: string;
  over: string;
  front: string;
  /** Whether the ears show (and so the earrings). */
  ears: boolean;
}

function bumps(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  r: number,
  count: number,
  color: string,
  from = 0,
  to = Math.PI * 2,
) {
  let out = "";
  for (let i = 0; i <= count; i++) {
    const a = from + ((to - from) * i) / count;
    out += circle(cx + Math.cos(a) * rx, cy + Math.sin(a) * ry, r, color);
  }
  return out;
}

/** A cap of hair over the skull with a hairline; depth is how far it comes down the sides. */
function cap(H: Head, pad: number, hairlineY: number, sideY: number, color: string, part = 0): string {
  const { cx, top, h, hw } = H;
  const ry = h * 0.5 + pad;
  const cy = top - pad + ry;
  const left = cx - hw - pad * 0.6;
  const right = cx + hw + pad * 0.6;
  const sy = top + h * sideY;
  const arcY = cy - Math.sqrt(Math.max(0, 1 - ((hw + pad * 0.6) / (hw + pad)) ** 2)) * ry;
  const hy = top + h * hairlineY;
  return path(
    `M${n(left)} ${n(sy)}L${n(left)} ${n(Math.min(sy, arcY))}A${n(hw + pad)} ${n(ry)} 0 0 1 ${n(right)} ${n(Math.min(sy, arcY))}L${n(right)} ${n(sy)}` +
      `L${n(cx + hw - 4)} ${n(sy)}C${n(cx + hw - 4)} ${n(hy + 6)} ${n(cx + hw * 0.6)} ${n(hy - 2)} ${n(cx + part)} ${n(hy)}` +
      `C${n(cx - hw * 0.6)} ${n(hy - 2)} ${n(cx - hw + 4)} ${n(hy + 6)} ${n(cx - hw + 4)} ${n(sy)}Z`,
    color,
  );
}

function hair(spec: Spec, H: Head, defs: Defs): HairParts {
  const col = spec.hairColor;
  const hi = shade(col, col === HAIR.black || col === HAIR.dark ? 0.22 : 0.2);
  const lo = shade(col, -0.2);
  const { cx, top, h, hw } = H;
  const none: HairParts = { back: "", over: "", front: "", ears: true };
  switch (spec.hair) {
    case "none":
      return none;
    case "shaved":
      return { ...none, front: cap(H, 1, 0.2, 0.42, col, 0).replace("<path", '<path opacity="0.28"') };
    case "bald":
      return {
        ...none,
        front:
          path(
            `M${n(cx - hw - 3)} ${n(top + h * 0.55)}C${n(cx - hw - 6)} ${n(top + h * 0.35)} ${n(cx - hw + 2)} ${n(top + h * 0.3)} ${n(cx - hw + 14)} ${n(top + h * 0.3)}L${n(cx - hw + 8)} ${n(top + h * 0.55)}Z`,
            col,
          ) +
          path(
            `M${n(cx + hw + 3)} ${n(top + h * 0.55)}C${n(cx + hw + 6)} ${n(top + h * 0.35)} ${n(cx + hw - 2)} ${n(top + h * 0.3)} ${n(cx + hw - 14)} ${n(top + h * 0.3)}L${n(cx + hw - 8)} ${n(top + h * 0.55)}Z`,
            col,
          ) +
          ellipse(cx - 22, top + 26, 22, 9, C.white, {
            opacity: 0.18,
            transform: `rotate(-18 ${n(cx - 22)} ${n(top + 26)})`,
          }),
      };
    case "buzz":
      return {
        ...none,
        front: cap(H, 3, 0.2, 0.42, col) + cap(H, 3, 0.2, 0.42, hi).replace("<path", '<path opacity="0.12"'),
      };
    case "short":
      return {
        ...none,
        front:
          cap(H, 9, 0.19, 0.42, col, 10) +
          stroke(`M${n(cx - 20)} ${n(top - 2)}Q${n(cx + 10)} ${n(top - 8)} ${n(cx + 44)} ${n(top + 6)}`, hi, 4, {
            opacity: 0.6,
          }),
      };
    case "sidePart":
      return {
        ...none,
        front:
          cap(H, 13, 0.2, 0.44, col, -24) +
          path(
            `M${n(cx - 26)} ${n(top + h * 0.2)}C${n(cx - 10)} ${n(top - 20)} ${n(cx + 60)} ${n(top - 18)} ${n(cx + hw + 8)} ${n(top + 30)}C${n(cx + 40)} ${n(top + 8)} ${n(cx)} ${n(top + 14)} ${n(cx - 26)} ${n(top + h * 0.2)}Z`,
            hi,
          ) +
          stroke(
            `M${n(cx + 6)} ${n(top + 4)}Q${n(cx + 40)} ${n(top - 4)} ${n(cx + 62)} ${n(top + 16)}`,
            shade(col, 0.35),
            2.5,
          ),
      };
    case "quiff":
      return {
        ...none,
        front:
          cap(H, 10, 0.19, 0.42, col, 8) +
          path(
            `M${n(cx - hw + 6)} ${n(top + 18)}C${n(cx - 40)} ${n(top - 34)} ${n(cx + 40)} ${n(top - 36)} ${n(cx + hw - 2)} ${n(top + 10)}C${n(cx + 30)} ${n(top - 6)} ${n(cx - 20)} ${n(top - 4)} ${n(cx - hw + 6)} ${n(top + 18)}Z`,
            col,
          ) +
          stroke(`M${n(cx - 30)} ${n(top - 12)}Q${n(cx + 10)} ${n(top - 28)} ${n(cx + 44)} ${n(top - 10)}`, hi, 4, {
            opacity: 0.7,
          }),
      };
    case "twists": {
      let tw = "";
      for (let i = 0; i < 15; i++) {
        const a = Math.PI * (1.08 + (0.84 * i) / 14);
        const x = cx + Math.cos(a) * (hw + 6);
        const y = top + h * 0.42 + Math.sin(a) * (h * 0.5 + 10);
        tw += ellipse(x, y, 9, 13, col, { transform: `rotate(${n((a * 180) / Math.PI + 90)} ${n(x)} ${n(y)})` });
      }
      for (let i = 0; i < 9; i++) {
        const x = cx - 52 + i * 13;
        tw += ellipse(x, top - 2 + Math.abs(i - 4) * 2.5, 7, 12, col);
        tw += stroke(`M${n(x - 3)} ${n(top - 8)}l5 6M${n(x - 3)} ${n(top)}l5 6`, hi, 1.6, { opacity: 0.7 });
      }
      return { ...none, front: cap(H, 8, 0.2, 0.42, col) + tw };
    }
    case "highTop": {
      const tt = top - 40;
      return {
        ...none,
        front:
          cap(H, 3, 0.2, 0.42, col).replace("<path", '<path opacity="0.5"') +
          path(
            `M${n(cx - hw + 2)} ${n(top + h * 0.24)}C${n(cx - hw - 2)} ${n(top + 10)} ${n(cx - hw + 2)} ${n(tt + 14)} ${n(cx - hw + 14)} ${n(tt + 4)}Q${n(cx - 30)} ${n(tt - 6)} ${n(cx)} ${n(tt - 6)}Q${n(cx + 30)} ${n(tt - 6)} ${n(cx + hw - 14)} ${n(tt + 4)}C${n(cx + hw - 2)} ${n(tt + 14)} ${n(cx + hw + 2)} ${n(top + 10)} ${n(cx + hw - 2)} ${n(top + h * 0.24)}C${n(cx + 30)} ${n(top + h * 0.16)} ${n(cx - 30)} ${n(top + h * 0.16)} ${n(cx - hw + 2)} ${n(top + h * 0.24)}Z`,
            col,
          ) +
          bumps(cx, tt + 2, hw - 22, 6, 7, 10, col, Math.PI, Math.PI * 2) +
          stroke(`M${n(cx - hw + 20)} ${n(tt + 8)}Q${n(cx)} ${n(tt)} ${n(cx + hw - 20)} ${n(tt + 8)}`, hi, 3, {
            opacity: 0.35,
          }),
      };
    }
    case "shortNatural": {
      const r = hw + 16;
      return {
        ...none,
        front:
          path(
            `M${n(cx - hw - 6)} ${n(top + h * 0.44)}A${n(r)} ${n(h * 0.5 + 12)} 0 0 1 ${n(cx + hw + 6)} ${n(top + h * 0.44)}L${n(cx + hw - 4)} ${n(top + h * 0.4)}C${n(cx + hw - 6)} ${n(top + h * 0.2)} ${n(cx + 30)} ${n(top + h * 0.17)} ${n(cx)} ${n(top + h * 0.18)}C${n(cx - 30)} ${n(top + h * 0.17)} ${n(cx - hw + 6)} ${n(top + h * 0.2)} ${n(cx - hw + 4)} ${n(top + h * 0.4)}Z`,
            col,
          ) +
          bumps(cx, top + h * 0.44, hw + 6, h * 0.5 + 2, 13, 24, col, Math.PI * 1.02, Math.PI * 1.98) +
          bumps(cx, top + h * 0.4, hw - 14, h * 0.38, 2.2, 16, hi, Math.PI * 1.15, Math.PI * 1.85).replace(
            /<circle/g,
            '<circle opacity="0.5"',
          ),
      };
    }
    case "afro": {
      const acy = top + h * 0.3;
      const R = hw + 56;
      return {
        ...none,
        back:
          circle(cx, acy, R, col) +
          bumps(cx, acy, R - 6, R - 6, 18, 26, col) +
          stroke(
            `M${n(cx - R + 30)} ${n(acy - 40)}Q${n(cx)} ${n(acy - R - 10)} ${n(cx + R - 30)} ${n(acy - 40)}`,
            hi,
            3,
            { opacity: 0.25 },
          ),
        front: path(
          `M${n(cx - hw - 4)} ${n(top + h * 0.5)}C${n(cx - hw - 2)} ${n(top + h * 0.2)} ${n(cx - 40)} ${n(top + h * 0.08)} ${n(cx)} ${n(top + h * 0.1)}C${n(cx + 40)} ${n(top + h * 0.08)} ${n(cx + hw + 2)} ${n(top + h * 0.2)} ${n(cx + hw + 4)} ${n(top + h * 0.5)}L${n(cx + hw + 30)} ${n(top + h * 0.5)}L${n(cx + hw + 30)} ${n(top - 30)}L${n(cx - hw - 30)} ${n(top - 30)}L${n(cx - hw - 30)} ${n(top + h * 0.5)}Z`,
          col,
        ),
        ears: true,
      };
    }
    case "twistOut": {
      let cloud = "";
      const pts: [number, number, number][] = [];
      for (let i = 0; i < 22; i++) {
        const a = Math.PI * (0.78 + (1.44 * i) / 21);
        pts.push([cx + Math.cos(a) * (hw + 44), top + h * 0.42 + Math.sin(a) * (h * 0.5 + 36), 26]);
      }
      for (const [x, y, r] of pts) cloud += circle(x, y, r, col);
      let strands = "";
      for (const [x, y] of pts)
        strands += stroke(`M${n(x - 8)} ${n(y - 6)}q6 4 2 10q-4 6 4 10`, hi, 2, { opacity: 0.55 });
      return {
        ...none,
        back: ellipse(cx, top + h * 0.45, hw + 46, h * 0.5 + 40, col) + cloud + strands,
        front: cap(H, 10, 0.17, 0.46, col, 14),
        ears: false,
      };
    }
    case "curly": {
      let cloud = "";
      let curls = "";
      const drop = spec.skin === SKIN.light ? 150 : 120;
      for (let i = 0; i < 20; i++) {
        const a = Math.PI * (0.62 + (1.76 * i) / 19);
        const x = cx + Math.cos(a) * (hw + 30);
        const y = top + h * 0.42 + Math.sin(a) * (h * 0.5 + 24) + (Math.sin(a) > 0.3 ? 24 : 0);
        cloud += circle(x, y, 24, col);
        curls += stroke(`M${n(x - 10)} ${n(y)}a10 10 0 1 1 10 10`, hi, 2.4, { opacity: 0.4 });
      }
      for (const s of [-1, 1]) {
        for (let j = 0; j < 3; j++) {
          const x = cx + s * (hw + 18 + j * 6);
          const y = top + h * 0.7 + j * 38;
          if (y > top + drop + 60) continue;
          cloud += circle(x, y, 22, col);
          curls += stroke(`M${n(x - 9)} ${n(y + 2)}a9 9 0 1 1 9 9`, hi, 2.4, { opacity: 0.4 });
        }
      }
      const frontCurls = bumps(cx, top + h * 0.3, hw - 4, h * 0.28, 15, 9, col, Math.PI * 1.05, Math.PI * 1.95);
      return {
        ...none,
        back: ellipse(cx, top + h * 0.5, hw + 40, h * 0.58 + 20, col) + cloud + curls,
        front:
          cap(H, 16, 0.16, 0.5, col, 0) +
          frontCurls +
          bumps(cx, top + h * 0.3, hw - 10, h * 0.26, 6, 7, hi, Math.PI * 1.1, Math.PI * 1.9).replace(
            /<circle/g,
            '<circle opacity="0.5"',
          ),
        ears: false,
      };
    }
    case "long":
    case "shoulder": {
      const bottom = spec.hair === "long" ? 440 : 372;
      const w = hw + 24;
      const back = path(
        `M${n(cx - w)} ${n(top + h * 0.45)}C${n(cx - w)} ${n(top - 40)} ${n(cx + w)} ${n(top - 40)} ${n(cx + w)} ${n(top + h * 0.45)}` +
          `C${n(cx + w + 4)} ${n(bottom - 60)} ${n(cx + w + 18)} ${n(bottom - 20)} ${n(cx + w + (spec.hair === "shoulder" ? 24 : 10))} ${n(bottom)}` +
          `Q${n(cx)} ${n(bottom + 16)} ${n(cx - w - (spec.hair === "shoulder" ? 24 : 10))} ${n(bottom)}C${n(cx - w - 18)} ${n(bottom - 20)} ${n(cx - w - 4)} ${n(bottom - 60)} ${n(cx - w)} ${n(top + h * 0.45)}Z`,
        lo,
      );
      const partX = cx - 18;
      const over =
        spec.hair === "long"
          ? path(
              `M${n(cx + hw - 4)} ${n(top + h * 0.6)}C${n(cx + hw + 6)} 330 ${n(cx + hw + 30)} 380 ${n(cx + hw + 40)} 452L${n(cx + hw + 4)} 456C${n(cx + hw - 6)} 400 ${n(cx + hw - 20)} 350 ${n(cx + hw - 16)} ${n(top + h * 0.7)}Z`,
              col,
            )
          : "";
      const front =
        path(
          `M${n(partX)} ${n(top - 6)}C${n(cx + 40)} ${n(top - 14)} ${n(cx + w + 4)} ${n(top + 20)} ${n(cx + w - 2)} ${n(top + h * 0.5)}` +
            `C${n(cx + w)} ${n(bottom - 70)} ${n(cx + w + 10)} ${n(bottom - 30)} ${n(cx + w + (spec.hair === "shoulder" ? 22 : 6))} ${n(bottom - 6)}` +
            `C${n(cx + hw - 2)} ${n(bottom - 30)} ${n(cx + hw - 10)} ${n(top + h * 0.7)} ${n(cx + hw - 10)} ${n(top + h * 0.46)}` +
            `C${n(cx + hw - 14)} ${n(top + h * 0.22)} ${n(cx + 20)} ${n(top + h * 0.14)} ${n(partX)} ${n(top + h * 0.1)}Z`,
          col,
        ) +
        path(
          `M${n(partX)} ${n(top - 6)}C${n(cx - 50)} ${n(top - 10)} ${n(cx - w - 2)} ${n(top + 20)} ${n(cx - w + 2)} ${n(top + h * 0.5)}` +
            `C${n(cx - w)} ${n(bottom - 70)} ${n(cx - w - 10)} ${n(bottom - 30)} ${n(cx - w - (spec.hair === "shoulder" ? 22 : 6))} ${n(bottom - 6)}` +
            `C${n(cx - hw + 2)} ${n(bottom - 30)} ${n(cx - hw + 8)} ${n(top + h * 0.7)} ${n(cx - hw + 8)} ${n(top + h * 0.44)}` +
            `C${n(cx - hw + 16)} ${n(top + h * 0.2)} ${n(cx - 40)} ${n(top + h * 0.18)} ${n(partX)} ${n(top + h * 0.1)}Z`,
          col,
        ) +
        stroke(
          `M${n(cx + 8)} ${n(top + 2)}C${n(cx + 50)} ${n(top + 4)} ${n(cx + w - 10)} ${n(top + 40)} ${n(cx + w - 8)} ${n(top + h * 0.55)}`,
          hi,
          3,
          { opacity: 0.55 },
        ) +
        stroke(
          `M${n(cx - 46)} ${n(top + 10)}C${n(cx - w + 10)} ${n(top + 30)} ${n(cx - w + 8)} ${n(top + 80)} ${n(cx - w + 10)} ${n(top + h * 0.6)}`,
          hi,
          3,
          { opacity: 0.45 },
        );
      return { back, over, front, ears: false };
    }
    case "bob": {
      const bottom = top + h * 0.9;
      const w = hw + 20;
      return {
        ...none,
        back: path(
          `M${n(cx - w)} ${n(top + h * 0.4)}C${n(cx - w)} ${n(top - 34)} ${n(cx + w)} ${n(top - 34)} ${n(cx + w)} ${n(top + h * 0.4)}L${n(cx + w + 4)} ${n(bottom)}Q${n(cx)} ${n(bottom + 10)} ${n(cx - w - 4)} ${n(bottom)}Z`,
          lo,
        ),
        front:
          path(
            `M${n(cx - w)} ${n(top + h * 0.4)}C${n(cx - w)} ${n(top - 34)} ${n(cx + w)} ${n(top - 34)} ${n(cx + w)} ${n(top + h * 0.4)}L${n(cx + w + 4)} ${n(bottom)}Q${n(cx + w - 10)} ${n(bottom + 6)} ${n(cx + hw - 8)} ${n(bottom - 4)}` +
              `C${n(cx + hw - 6)} ${n(top + h * 0.5)} ${n(cx + hw - 6)} ${n(top + h * 0.3)} ${n(cx + 10)} ${n(top + h * 0.16)}C${n(cx - 30)} ${n(top + h * 0.28)} ${n(cx - hw + 6)} ${n(top + h * 0.3)} ${n(cx - hw + 8)} ${n(bottom - 4)}Q${n(cx - w + 10)} ${n(bottom + 6)} ${n(cx - w - 4)} ${n(bottom)}Z`,
            col,
          ) +
          stroke(
            `M${n(cx - 30)} ${n(top - 2)}C${n(cx + 20)} ${n(top - 10)} ${n(cx + w - 10)} ${n(top + 20)} ${n(cx + w - 6)} ${n(top + h * 0.6)}`,
            hi,
            3.5,
            { opacity: 0.5 },
          ),
        ears: false,
      };
    }
    case "sidePlait": {
      let plait = stroke(`M${n(cx + hw + 6)} 300Q${n(cx + hw + 12)} 380 ${n(cx + hw + 4)} 462`, col, 22);
      for (let i = 0; i < 10; i++) {
        const x = cx + hw + 8 - i * 0.6;
        const y = 300 + i * 16;
        const side = i % 2 ? 1 : -1;
        plait += ellipse(x + side * 5, y, 15, 10, i % 2 ? col : shade(col, 0.1), {
          transform: `rotate(${side * 35} ${n(x + side * 5)} ${n(y)})`,
        });
        plait += stroke(`M${n(x + side * 5 - 8)} ${n(y - side * 4)}l10 ${n(side * 6)}`, hi, 2, { opacity: 0.5 });
      }
      plait += rect(cx + hw - 6, 462, 26, 8, C.gold, 4);
      return {
        back: path(
          `M${n(cx - hw - 16)} ${n(top + h * 0.5)}C${n(cx - hw - 20)} ${n(top - 30)} ${n(cx + hw + 20)} ${n(top - 30)} ${n(cx + hw + 16)} ${n(top + h * 0.5)}L${n(cx + hw + 20)} ${n(top + h * 0.9)}L${n(cx - hw)} ${n(top + h * 0.7)}Z`,
          lo,
        ),
        over:
          path(
            `M${n(cx + hw - 6)} ${n(top + h * 0.55)}C${n(cx + hw + 22)} 280 ${n(cx + hw + 26)} 300 ${n(cx + hw + 16)} 320L${n(cx + hw - 8)} 320Z`,
            col,
          ) + plait,
        front:
          path(
            `M${n(cx - hw - 8)} ${n(top + h * 0.52)}C${n(cx - hw - 14)} ${n(top - 24)} ${n(cx + hw + 14)} ${n(top - 26)} ${n(cx + hw + 10)} ${n(top + h * 0.62)}C${n(cx + hw - 4)} ${n(top + h * 0.4)} ${n(cx + hw - 20)} ${n(top + h * 0.22)} ${n(cx - 30)} ${n(top + h * 0.16)}C${n(cx - hw + 4)} ${n(top + h * 0.24)} ${n(cx - hw + 2)} ${n(top + h * 0.36)} ${n(cx - hw + 2)} ${n(top + h * 0.52)}Z`,
            col,
          ) +
          stroke(
            `M${n(cx - 30)} ${n(top + h * 0.14)}C${n(cx + 20)} ${n(top + 6)} ${n(cx + hw)} ${n(top + 30)} ${n(cx + hw + 6)} ${n(top + h * 0.5)}`,
            hi,
            3,
            { opacity: 0.5 },
          ),
        ears: false,
      };
    }
    case "braidsBack": {
      let lines = "";
      for (let i = -4; i <= 4; i++) {
        const x0 = cx + i * 15;
        lines += stroke(
          `M${n(x0)} ${n(top + h * 0.2 - Math.abs(i) * 1.5)}Q${n(x0 + i * 3)} ${n(top + 8)} ${n(cx + 24 + i * 4)} ${n(top + 2)}`,
          hi,
          2,
          { opacity: 0.3 },
        );
      }
      const bunX = cx + 48;
      const bunY = top - 22;
      return {
        ...none,
        back:
          circle(bunX, bunY, 34, col) +
          stroke(
            `M${n(bunX - 26)} ${n(bunY)}a26 26 0 0 1 52 0a20 20 0 0 1 -40 0a14 14 0 0 1 28 0a8 8 0 0 1 -16 0`,
            hi,
            2.5,
            { opacity: 0.35 },
          ) +
          circle(bunX - 24, bunY + 22, 8, C.gold),
        front: cap(H, 6, 0.19, 0.44, col) + lines,
      };
    }
    case "longBraids":
    case "locs": {
      const thick = spec.hair === "locs" ? 13 : 8;
      const step = spec.hair === "locs" ? 12 : 8.5;
      let backB = "";
      let overB = "";
      for (const s of [-1, 1]) {
        for (let x = hw - 6; x <= hw + 40; x += step) {
          const x0 = cx + s * x;
          const len = spec.hair === "locs" ? 460 : 480;
          const b = stroke(
            `M${n(x0)} ${n(top + h * 0.3)}Q${n(x0 + s * 10)} ${n(top + h * 0.9)} ${n(x0 + s * (x - hw + 2) * 0.3)} ${n(len - (x - hw) * 1.2)}`,
            col,
            thick,
          );
          if (x < hw + 12) overB += b;
          else backB += b;
        }
      }
      let tex = "";
      for (let i = -5; i <= 5; i++) {
        tex += stroke(
          `M${n(cx + i * 12)} ${n(top + h * 0.2 - Math.abs(i) * 2)}Q${n(cx + i * 12)} ${n(top + 10)} ${n(cx + i * 9)} ${n(top + 2)}`,
          hi,
          2,
          { opacity: 0.35 },
        );
      }
      let beads = "";
      if (spec.hair === "locs") {
        for (const s of [-1, 1]) beads += rect(cx + s * (hw + 4) - 7, 380, 14, 8, C.gold, 3);
      }
      return {
        back:
          path(
            `M${n(cx - hw - 30)} 450L${n(cx - hw - 30)} ${n(top + 60)}C${n(cx - hw - 20)} ${n(top - 30)} ${n(cx + hw + 20)} ${n(top - 30)} ${n(cx + hw + 30)} ${n(top + 60)}L${n(cx + hw + 30)} 450Z`,
            lo,
          ) + backB,
        over: overB + beads,
        front: cap(H, 10, 0.18, 0.52, col, 0) + tex,
        ears: false,
      };
    }
    case "relaxedShort":
      return {
        ...none,
        back: path(
          `M${n(cx - hw - 14)} ${n(top + h * 0.5)}C${n(cx - hw - 20)} ${n(top - 24)} ${n(cx + hw + 20)} ${n(top - 24)} ${n(cx + hw + 14)} ${n(top + h * 0.5)}L${n(cx + hw + 8)} ${n(top + h * 0.66)}L${n(cx - hw - 8)} ${n(top + h * 0.66)}Z`,
          lo,
        ),
        front:
          path(
            `M${n(cx - hw - 12)} ${n(top + h * 0.56)}C${n(cx - hw - 18)} ${n(top - 26)} ${n(cx + hw + 18)} ${n(top - 26)} ${n(cx + hw + 12)} ${n(top + h * 0.56)}L${n(cx + hw - 2)} ${n(top + h * 0.5)}C${n(cx + hw - 8)} ${n(top + h * 0.3)} ${n(cx + 30)} ${n(top + h * 0.26)} ${n(cx - 10)} ${n(top + h * 0.16)}C${n(cx - 40)} ${n(top + h * 0.34)} ${n(cx - hw + 6)} ${n(top + h * 0.3)} ${n(cx - hw + 2)} ${n(top + h * 0.5)}Z`,
            col,
          ) +
          stroke(
            `M${n(cx - 10)} ${n(top + h * 0.14)}C${n(cx + 30)} ${n(top + 10)} ${n(cx + hw)} ${n(top + 24)} ${n(cx + hw + 6)} ${n(top + h * 0.42)}`,
            hi,
            3.5,
            { opacity: 0.55 },
          ),
        ears: true,
      };
    case "pixie":
      return {
        ...none,
        front:
          cap(H, 8, 0.2, 0.44, col, 0) +
          path(
            `M${n(cx + hw + 4)} ${n(top + 30)}C${n(cx + 40)} ${n(top - 20)} ${n(cx - 40)} ${n(top - 10)} ${n(cx - hw + 2)} ${n(top + h * 0.34)}C${n(cx - 30)} ${n(top + h * 0.2)} ${n(cx + 10)} ${n(top + h * 0.2)} ${n(cx + hw + 4)} ${n(top + 30)}Z`,
            col,
          ) +
          stroke(
            `M${n(cx + 40)} ${n(top + 2)}C${n(cx)} ${n(top + 6)} ${n(cx - 30)} ${n(top + 20)} ${n(cx - 50)} ${n(top + 44)}`,
            hi,
            3,
            { opacity: 0.5 },
          ),
      };
    case "bun":
      return {
        ...none,
        back:
          circle(cx, top - 30, 34, col) +
          stroke(`M${n(cx - 24)} ${n(top - 40)}Q${n(cx)} ${n(top - 58)} ${n(cx + 24)} ${n(top - 40)}`, hi, 3, {
            opacity: 0.5,
          }),
        front:
          cap(H, 7, 0.2, 0.44, col, 0) +
          stroke(`M${n(cx - 40)} ${n(top + 16)}Q${n(cx)} ${n(top - 10)} ${n(cx + 40)} ${n(top + 16)}`, hi, 3, {
            opacity: 0.45,
          }) +
          rect(cx - 20, top - 6, 40, 8, shade(col, 0.1), 4),
      };
    case "greyShort":
      return {
        ...none,
        back: path(
          `M${n(cx - hw - 14)} ${n(top + h * 0.56)}C${n(cx - hw - 22)} ${n(top - 30)} ${n(cx + hw + 22)} ${n(top - 30)} ${n(cx + hw + 14)} ${n(top + h * 0.56)}Z`,
          lo,
        ),
        front:
          path(
            `M${n(cx - hw - 14)} ${n(top + h * 0.5)}C${n(cx - hw - 24)} ${n(top - 34)} ${n(cx + hw + 24)} ${n(top - 34)} ${n(cx + hw + 14)} ${n(top + h * 0.5)}C${n(cx + hw + 2)} ${n(top + h * 0.38)} ${n(cx + hw - 4)} ${n(top + h * 0.3)} ${n(cx + hw - 14)} ${n(top + h * 0.22)}C${n(cx + 30)} ${n(top + h * 0.3)} ${n(cx - 20)} ${n(top + h * 0.16)} ${n(cx - 50)} ${n(top + h * 0.24)}C${n(cx - hw + 4)} ${n(top + h * 0.3)} ${n(cx - hw - 2)} ${n(top + h * 0.4)} ${n(cx - hw - 14)} ${n(top + h * 0.5)}Z`,
            col,
          ) +
          stroke(
            `M${n(cx - 50)} ${n(top + 6)}C${n(cx - 10)} ${n(top - 14)} ${n(cx + 40)} ${n(top - 8)} ${n(cx + 60)} ${n(top + 20)}`,
            shade(col, 0.4),
            3,
          ) +
          stroke(
            `M${n(cx - 20)} ${n(top + 22)}C${n(cx + 10)} ${n(top + 10)} ${n(cx + 40)} ${n(top + 18)} ${n(cx + 56)} ${n(top + 36)}`,
            lo,
            2.5,
            { opacity: 0.6 },
          ),
        ears: true,
      };
    case "headwrap": {
      const [a, b] = spec.wrap ?? [C.green900, C.gold];
      const id = defs.id();
      defs.items.push(
        el(
          "pattern",
          { id, width: 22, height: 22, patternUnits: "userSpaceOnUse", patternTransform: "rotate(30)" },
          rect(0, 0, 22, 22, a) +
            circle(11, 11, 4, b) +
            circle(0, 0, 2.5, b) +
            circle(22, 22, 2.5, b) +
            circle(0, 22, 2.5, b) +
            circle(22, 0, 2.5, b),
        ),
      );
      const fill = `url(#${id})`;
      return {
        ...none,
        back: "",
        front:
          path(
            `M${n(cx - hw - 8)} ${n(top + h * 0.34)}C${n(cx - hw - 30)} ${n(top - 60)} ${n(cx - 10)} ${n(top - 110)} ${n(cx + 50)} ${n(top - 84)}C${n(cx + hw + 30)} ${n(top - 60)} ${n(cx + hw + 20)} ${n(top)} ${n(cx + hw + 8)} ${n(top + h * 0.34)}C${n(cx + 30)} ${n(top + h * 0.16)} ${n(cx - 30)} ${n(top + h * 0.16)} ${n(cx - hw - 8)} ${n(top + h * 0.34)}Z`,
            fill,
          ) +
          stroke(
            `M${n(cx - hw)} ${n(top + 10)}C${n(cx - 20)} ${n(top - 40)} ${n(cx + 30)} ${n(top - 60)} ${n(cx + hw + 6)} ${n(top - 20)}`,
            shade(a, -0.3),
            5,
            { opacity: 0.55 },
          ) +
          stroke(
            `M${n(cx - hw + 6)} ${n(top - 20)}C${n(cx - 10)} ${n(top - 70)} ${n(cx + 40)} ${n(top - 86)} ${n(cx + hw)} ${n(top - 50)}`,
            shade(a, -0.3),
            5,
            { opacity: 0.45 },
          ) +
          path(
            `M${n(cx + 20)} ${n(top - 88)}C${n(cx + 60)} ${n(top - 120)} ${n(cx + 100)} ${n(top - 90)} ${n(cx + 80)} ${n(top - 56)}C${n(cx + 70)} ${n(top - 76)} ${n(cx + 44)} ${n(top - 84)} ${n(cx + 20)} ${n(top - 88)}Z`,
            fill,
          ) +
          path(
            `M${n(cx - hw - 8)} ${n(top + h * 0.34)}C${n(cx - 30)} ${n(top + h * 0.16)} ${n(cx + 30)} ${n(top + h * 0.16)} ${n(cx + hw + 8)} ${n(top + h * 0.34)}L${n(cx + hw + 6)} ${n(top + h * 0.28)}C${n(cx + 30)} ${n(top + h * 0.1)} ${n(cx - 30)} ${n(top + h * 0.1)} ${n(cx - hw - 6)} ${n(top + h * 0.28)}Z`,
            b,
            { opacity: 0.9 },
          ),
        ears: true,
      };
    }
    case "headscarf": {
      const [a, b] = spec.wrap ?? [C.sand, C.stone];
      return {
        back: path(
          `M${n(cx - hw - 26)} ${n(top + h * 0.5)}C${n(cx - hw - 34)} ${n(top - 62)} ${n(cx + hw + 34)} ${n(top - 62)} ${n(cx + hw + 26)} ${n(top + h * 0.5)}C${n(cx + hw + 24)} ${n(top + h * 0.8)} ${n(cx + hw + 40)} 360 ${n(cx + 150)} 420L${n(cx - 150)} 420C${n(cx - hw - 40)} 360 ${n(cx - hw - 24)} ${n(top + h * 0.8)} ${n(cx - hw - 26)} ${n(top + h * 0.5)}Z`,
          a,
        ),
        over:
          path(
            `M${n(cx - 120)} 392C${n(cx - 60)} 420 ${n(cx + 60)} 420 ${n(cx + 120)} 392L${n(cx + 150)} 430C${n(cx + 60)} 470 ${n(cx - 60)} 470 ${n(cx - 150)} 430Z`,
            b,
          ) +
          path(
            `M${n(cx - hw - 10)} ${n(top + h * 0.5)}L${n(cx + hw + 10)} ${n(top + h * 0.5)}L${n(cx + hw + 30)} 400C${n(cx + 40)} 430 ${n(cx - 40)} 430 ${n(cx - hw - 30)} 400Z`,
            a,
          ),
        front:
          path(
            `M${n(cx - hw - 28)} ${n(top + h * 0.9)}C${n(cx - hw - 36)} ${n(top - 85)} ${n(cx + hw + 36)} ${n(top - 85)} ${n(cx + hw + 28)} ${n(top + h * 0.9)}L${n(cx + hw - 2)} ${n(top + h * 0.84)}C${n(cx + hw + 4)} ${n(top + h * 0.5)} ${n(cx + hw - 4)} ${n(top + h * 0.16)} ${n(cx)} ${n(top + h * 0.12)}C${n(cx - hw + 4)} ${n(top + h * 0.16)} ${n(cx - hw - 4)} ${n(top + h * 0.5)} ${n(cx - hw + 2)} ${n(top + h * 0.84)}Z`,
            a,
          ) +
          stroke(
            `M${n(cx - hw + 4)} ${n(top + h * 0.5)}C${n(cx - hw)} ${n(top + h * 0.03)} ${n(cx + hw)} ${n(top + h * 0.03)} ${n(cx + hw - 4)} ${n(top + h * 0.5)}`,
            b,
            6,
          ) +
          stroke(
            `M${n(cx - hw - 6)} ${n(top + 10)}C${n(cx - 30)} ${n(top - 30)} ${n(cx + 40)} ${n(top - 28)} ${n(cx + hw + 6)} ${n(top + 14)}`,
            shade(a, 0.25),
            4,
            { opacity: 0.7 },
          ),
        ears: false,
      };
    }
  }
}

function face(spec: Spec, H: Head, defs: Defs, rng: Rng): string {
  const es = rng.range(0.9, 1.12);
  const arch = rng.range(-3, 4);
  const tilt = rng.range(-2, 3);
  const noseW = rng.range(8, 12);
  const { cx, top, h, hw, eyeY, mouthY } = H;
  const skin = spec.skin;
  const shadow = shade(skin, -0.14);
  const deepShadow = shade(skin, -0.3);
  const dark = skin === SKIN.deep || skin === SKIN.dark;
  const brow =
    spec.hairColor === HAIR.blonde || spec.hairColor === HAIR.sandy
      ? shade(spec.hairColor, -0.35)
      : spec.hairColor === HAIR.silver
        ? "#8e8a86"
        : spec.hairColor;
  const eyeDx = hw * 0.42;
  let out = "";

  // Ears.
  for (const s of spec.hair === "headscarf" ? [] : [-1, 1]) {
    const ex = cx + s * (hw - 3);
    out += ellipse(ex, top + h * 0.55, 12, 21, skin) + ellipse(ex + s * 2, top + h * 0.55, 6, 12, shadow);
  }
  // Face with a soft shadow on one side.
  out += path(facePath(H), skin);
  const clip = defs.clip(path(facePath(H), "#000"));
  out += g(
    rect(
      cx - hw - 10,
      top - 10,
      hw * 2 + 20,
      h + 20,
      defs.lin(
        [
          [shadow, 0],
          [shadow, 0],
          [shadow, 0.7],
        ],
        0,
        0,
        1,
        0,
      ),
    ) + ellipse(cx, top + h * 0.05, hw * 0.9, h * 0.16, shadow, { opacity: 0.35 }),
    { "clip-path": clip },
  );

  // Cheeks.
  const blush = dark ? "#b8533f" : "#e98c7c";
  out += ellipse(cx - eyeDx - 4, eyeY + 34, 15, 9, blush, { opacity: dark ? 0.22 : 0.3 });
  out += ellipse(cx + eyeDx + 4, eyeY + 34, 15, 9, blush, { opacity: dark ? 0.22 : 0.3 });
  if (spec.freckles) {
    for (const [dx, dy] of [
      [-6, -4],
      [4, 2],
      [-2, 6],
      [8, -2],
      [0, -6],
      [10, 6],
    ] as const) {
      out += circle(cx - eyeDx - 4 + dx, eyeY + 30 + dy, 1.6, "#b46a4a", { opacity: 0.6 });
      out += circle(cx + eyeDx + 4 - dx, eyeY + 30 + dy, 1.6, "#b46a4a", { opacity: 0.6 });
    }
  }

  // Eyes and brows.
  const eyeColor = "#2a1d18";
  for (const s of [-1, 1]) {
    const ex = cx + s * eyeDx;
    if (spec.smile === "broad") {
      out += stroke(`M${n(ex - 10)} ${n(eyeY + 2)}Q${n(ex)} ${n(eyeY - 9)} ${n(ex + 10)} ${n(eyeY + 2)}`, eyeColor, 4);
    } else {
      out += ellipse(ex, eyeY, 7.5 * es, 9 * es, C.white);
      out += ellipse(ex, eyeY + 0.5, 5.8 * es, 7.2 * es, eyeColor);
      out += circle(ex + 2, eyeY - 2.5, 2, C.white);
      out += stroke(
        `M${n(ex - 10)} ${n(eyeY - 4)}Q${n(ex)} ${n(eyeY - 13)} ${n(ex + 10)} ${n(eyeY - 4)}`,
        deepShadow,
        2.2,
        { opacity: 0.6 },
      );
      if (spec.sex === "f") out += stroke(`M${n(ex + s * 9)} ${n(eyeY - 5)}l${n(s * 5)} -4`, eyeColor, 2.4);
    }
    if (spec.senior)
      out += stroke(
        `M${n(ex + s * 14)} ${n(eyeY + 2)}l${n(s * 6)} 3M${n(ex + s * 14)} ${n(eyeY + 8)}l${n(s * 5)} 1`,
        deepShadow,
        1.6,
        { opacity: 0.5 },
      );
    const bw = spec.sex === "m" ? 6 : 4.2;
    const lift = spec.sex === "m" ? 0 : 3;
    out += stroke(
      `M${n(ex - s * 12)} ${n(eyeY - 20 - lift + 2 + tilt)}Q${n(ex + s * 1)} ${n(eyeY - 28 - lift - arch)} ${n(ex + s * 14)} ${n(eyeY - 20 - lift - tilt)}`,
      brow,
      bw,
    );
  }

  // Nose.
  const noseY = top + h * 0.7;
  out += stroke(
    `M${n(cx + 3)} ${n(eyeY + 6)}C${n(cx + 6)} ${n(noseY - 14)} ${n(cx + 12)} ${n(noseY - 4)} ${n(cx + 6)} ${n(noseY + 1)}`,
    deepShadow,
    2.4,
    { opacity: 0.45 },
  );
  out += path(
    `M${n(cx - noseW)} ${n(noseY - 2)}Q${n(cx)} ${n(noseY + 7)} ${n(cx + noseW)} ${n(noseY - 2)}Q${n(cx)} ${n(noseY + 2)} ${n(cx - noseW)} ${n(noseY - 2)}Z`,
    deepShadow,
    { opacity: 0.55 },
  );

  // Facial hair sits under the mouth.
  out += facialHair(spec, H, defs);

  // Mouth.
  const mw = spec.smile === "broad" ? 26 : spec.smile === "open" ? 21 : 17;
  if (spec.smile === "closed") {
    const bearded = spec.beard === "full" || spec.beard === "goatee";
    out += stroke(
      `M${n(cx - mw)} ${n(mouthY - 3)}Q${n(cx)} ${n(mouthY + 9)} ${n(cx + mw)} ${n(mouthY - 3)}`,
      spec.lips ?? (bearded ? "#c47f72" : shade(skin, -0.45)),
      spec.lips ? 5 : bearded ? 5 : 3.6,
    );
  } else {
    const lip = spec.lips ?? shade(skin, -0.4);
    out += path(
      `M${n(cx - mw)} ${n(mouthY - 4)}Q${n(cx)} ${n(mouthY - 1)} ${n(cx + mw)} ${n(mouthY - 4)}Q${n(cx + mw * 0.7)} ${n(mouthY + 18)} ${n(cx)} ${n(mouthY + 18)}Q${n(cx - mw * 0.7)} ${n(mouthY + 18)} ${n(cx - mw)} ${n(mouthY - 4)}Z`,
      "#5a2424",
    );
    out += path(
      `M${n(cx - mw + 3)} ${n(mouthY - 3)}Q${n(cx)} ${n(mouthY)} ${n(cx + mw - 3)} ${n(mouthY - 3)}L${n(cx + mw - 6)} ${n(mouthY + 4)}Q${n(cx)} ${n(mouthY + 6)} ${n(cx - mw + 6)} ${n(mouthY + 4)}Z`,
      C.white,
    );
    out += ellipse(cx, mouthY + 13, mw * 0.4, 3.5, "#c0605e", { opacity: 0.8 });
    out += stroke(
      `M${n(cx - mw - 1)} ${n(mouthY - 4)}Q${n(cx)} ${n(mouthY - 1)} ${n(cx + mw + 1)} ${n(mouthY - 4)}`,
      lip,
      2.5,
    );
    out += stroke(
      `M${n(cx - mw + 1)} ${n(mouthY - 2)}Q${n(cx - mw * 0.6)} ${n(mouthY + 19)} ${n(cx)} ${n(mouthY + 19)}Q${n(cx + mw * 0.6)} ${n(mouthY + 19)} ${n(cx + mw - 1)} ${n(mouthY - 2)}`,
      lip,
      spec.lips ? 4 : 2.5,
    );
  }
  if (spec.smile !== "closed" || spec.senior) {
    out += stroke(`M${n(cx - mw - 8)} ${n(mouthY - 16)}q-5 10 1 18`, shadow, 2.4, { opacity: 0.7 });
    out += stroke(`M${n(cx + mw + 8)} ${n(mouthY - 16)}q5 10 -1 18`, shadow, 2.4, { opacity: 0.7 });
  }
  return out;
}

function facialHair(spec: Spec, H: Head, defs: Defs): string {
  if (!spec.beard) return "";
  const { cx, top, h, hw, mouthY } = H;
  const col = spec.hairColor;
  const noseY = top + h * 0.7;
  const moustache = path(
    `M${n(cx - 26)} ${n(mouthY - 2)}C${n(cx - 24)} ${n(noseY + 4)} ${n(cx - 8)} ${n(noseY + 4)} ${n(cx)} ${n(noseY + 8)}C${n(cx + 8)} ${n(noseY + 4)} ${n(cx + 24)} ${n(noseY + 4)} ${n(cx + 26)} ${n(mouthY - 2)}C${n(cx + 14)} ${n(mouthY - 10)} ${n(cx - 14)} ${n(mouthY - 10)} ${n(cx - 26)} ${n(mouthY - 2)}Z`,
    col,
  );
  if (spec.beard === "moustache") return moustache;
  const clip = defs.clip(path(facePath(H, 3), "#000"));
  const lower = (cheekY: number) =>
    path(
      `M${n(cx - hw - 10)} ${n(top + h * 0.48)}L${n(cx - hw + 3)} ${n(top + h * 0.48)}C${n(cx - hw + 6)} ${n(cheekY + 10)} ${n(cx - hw * 0.6)} ${n(cheekY + 18)} ${n(cx - 34)} ${n(mouthY - 4)}Q${n(cx)} ${n(noseY + 6)} ${n(cx + 34)} ${n(mouthY - 4)}C${n(cx + hw * 0.6)} ${n(cheekY + 18)} ${n(cx + hw - 6)} ${n(cheekY + 10)} ${n(cx + hw - 3)} ${n(top + h * 0.48)}L${n(cx + hw + 10)} ${n(top + h * 0.48)}L${n(cx + hw + 10)} ${n(H.chin + 20)}L${n(cx - hw - 10)} ${n(H.chin + 20)}Z`,
      col,
    );
  if (spec.beard === "goatee") {
    return (
      moustache +
      path(
        `M${n(cx - 24)} ${n(mouthY + 8)}Q${n(cx)} ${n(mouthY + 2)} ${n(cx + 24)} ${n(mouthY + 8)}L${n(cx + 20)} ${n(H.chin + 2)}Q${n(cx)} ${n(H.chin + 8)} ${n(cx - 20)} ${n(H.chin + 2)}Z`,
        col,
      )
    );
  }
  if (spec.beard === "stubble") {
    return g(lower(top + h * 0.62), { "clip-path": clip, opacity: 0.28 });
  }
  const opacity = spec.beard === "short" ? 0.62 : 1;
  return (
    g(lower(top + h * 0.6) + moustache, { "clip-path": clip, opacity }) +
    (spec.beard === "full"
      ? stroke(`M${n(cx - 30)} ${n(H.chin - 10)}q30 14 60 0`, shade(col, 0.2), 2.5, { opacity: 0.5 })
      : "")
  );
}

function glasses(spec: Spec, H: Head): string {
  if (!spec.glasses) return "";
  const { cx, hw, eyeY } = H;
  const eyeDx = hw * 0.42;
  const frame = spec.glasses === "browline" ? "#3a2a22" : "#2b2b2e";
  let out = "";
  for (const s of [-1, 1]) {
    const ex = cx + s * eyeDx;
    const lens =
      spec.glasses === "round"
        ? circle(ex, eyeY + 1, 19, C.white, { "fill-opacity": 0.16, stroke: frame, "stroke-width": 4 })
        : rect(ex - 22, eyeY - 14, 44, 30, C.white, 9, {
            "fill-opacity": 0.16,
            stroke: frame,
            "stroke-width": spec.glasses === "rect" ? 4 : 2.5,
          });
    out += lens;
    if (spec.glasses === "browline")
      out += path(
        `M${n(ex - 23)} ${n(eyeY - 15)}L${n(ex + 23)} ${n(eyeY - 15)}L${n(ex + 22)} ${n(eyeY - 4)}Q${n(ex)} ${n(eyeY - 8)} ${n(ex - 22)} ${n(eyeY - 4)}Z`,
        frame,
      );
    out += stroke(`M${n(ex + s * 22)} ${n(eyeY - 6)}L${n(cx + s * (hw - 2))} ${n(eyeY - 8)}`, frame, 3.5);
  }
  out += stroke(
    `M${n(cx - eyeDx + 20)} ${n(eyeY - 2)}Q${n(cx)} ${n(eyeY - 10)} ${n(cx + eyeDx - 20)} ${n(eyeY - 2)}`,
    frame,
    3.5,
  );
  return out;
}

function earrings(spec: Spec, H: Head, visible: boolean): string {
  if (!spec.earrings) return "";
  const { cx, top, h, hw } = H;
  const y = top + h * 0.66;
  let out = "";
  for (const s of [-1, 1]) {
    const x = cx + s * (hw - 2);
    if (spec.earrings === "hoop")
      out += circle(x + s * 2, y + 14, 11, "none", { stroke: C.goldMid, "stroke-width": 3.5 });
    else if (spec.earrings === "pearl")
      out += circle(x + s * 1, y + 4, 6, "#f7f2ea", { stroke: "#d9d0c0", "stroke-width": 1 });
    else out += circle(x + s * 1, y + 2, 4.5, C.goldMid);
  }
  return visible || spec.earrings === "hoop" ? out : "";
}

/** The head is drawn a little larger than its geometry, grown about the chin. */
function scaled(layer: string): string {
  return layer ? `<g transform="translate(200 330) scale(1.08) translate(-200 -330)">${layer}</g>` : "";
}

export function portraitSvg(id: string): string {
  const spec = people[id];
  if (!spec) throw new Error(`No portrait description for "${id}"`);
  const W = 400;
  const Hh = 500;
  const defs = new Defs("p");
  const head = headFor(spec);
  const [bgA, bgB, bgC] = BACKGROUNDS[spec.bg % BACKGROUNDS.length]!;
  const nw = spec.sex === "m" ? 36 : 30;
  const hairParts = hair(spec, head, defs);

  let body = rect(0, 0, W, Hh, defs.lin([bgC, bgA, bgB], 0, 0, 0.3, 1));
  body += circle(200, 250, 178, bgC, { opacity: 0.75 });
  body += circle(60, 470, 120, bgB, { opacity: 0.5 });
  body += circle(360, 90, 60, mix(bgB, C.goldLight, 0.4), { opacity: 0.45 });
  // A soft shadow behind the figure.
  body += ellipse(200, 470, 190, 70, shade(bgB, -0.08), { opacity: 0.5 });

  body += scaled(hairParts.back);
  // Neck.
  const skin = spec.skin;
  body += path(
    `M${200 - nw} ${n(head.top + head.h * 0.72)}L${200 - nw} 366Q200 386 ${200 + nw} 366L${200 + nw} ${n(head.top + head.h * 0.72)}Z`,
    skin,
  );
  body += path(
    `M${200 - nw} ${n(head.top + head.h * 0.8)}Q200 ${n(head.chin + 34)} ${200 + nw} ${n(head.top + head.h * 0.8)}L${200 + nw} ${n(head.top + head.h * 0.72)}L${200 - nw} ${n(head.top + head.h * 0.72)}Z`,
    shade(skin, -0.2),
    { opacity: 0.7 },
  );
  body += clothing(spec, defs, nw);
  if (spec.necklace) {
    body += stroke(`M${200 - nw - 6} 342Q200 404 ${200 + nw + 6} 342`, C.goldMid, 3);
    body += path(`M200 390l8 10l-8 10l-8-10z`, C.goldMid);
  }
  body += scaled(
    hairParts.over +
      face(spec, head, defs, new Rng(id)) +
      glasses(spec, head) +
      hairParts.front +
      earrings(spec, head, hairParts.ears),
  );

  return svgDoc(W, Hh, defs, body);
}
