/**
 * Records the site's two videos (app/content/images.ts, videoCatalogue) into
 * public/video as VP9 WebM: a page in Chromium animates title cards over the
 * same drawings as the pictures on a 1280x720 canvas, and MediaRecorder records
 * the canvas in real time. Each video opens on its poster's frame and ends on
 * it again, so it loops without a jump.
 *
 *   npm run videos [-- intro] [-- in-syte]
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { chromium } from "playwright";

import { videoCatalogue, type VideoKey } from "#app/content/videos.ts";
import { car, cloud, hills, house, person, personLook, shield, sky, tabletFrame, tree, truck, van } from "./kit.ts";
import { C } from "./palette.ts";
import {
  claimBackground,
  inSyteBackground,
  introPoster,
  phoneCall,
  POSTER_PROGRESS,
  surveyScreen,
  TABLET,
} from "./places.ts";
import type { Draw } from "./places.ts";
import { factory } from "./scenes-outdoor.ts";
import { Defs, Rng, at, rect, svgDoc } from "./svg.ts";
import { withDuration } from "./webm.ts";

const root = join(import.meta.dirname, "..", "..");
const outDir = join(root, "public", "video");

interface Sprite {
  svg: string;
  w: number;
  h: number;
}

function sprite(w: number, h: number, draw: Draw, seed: string): Sprite {
  const defs = new Defs("v");
  return { svg: svgDoc(w, h, defs, draw(defs, new Rng(seed))), w, h };
}

const W = 1280;
const H = 720;

const highway: Draw = (d, rng) => {
  let out = sky(d, W, H, "day");
  out += cloud(220, 110, 1) + cloud(900, 80, 0.8);
  out += hills(rng, W, 300, 60, H, "#a7cdb5", 5);
  out +=
    at(260, 330, 0.5, house(200, 120, "#f4ede1", "#9c5b43")) +
    at(420, 320, 0.45, house(200, 120, "#eef1ec", "#4f5d6a"));
  out +=
    at(980, 330, 0.5, rect(-90, -110, 180, 110, "#b5533c") + rect(-60, -70, 50, 70, "#f1e3c4")) +
    at(1100, 330, 0.5, rect(-40, -240, 80, 240, "#d9dee2"));
  out += hills(rng, W, 400, 60, H, "#86bb8f", 5);
  for (let i = 0; i < 8; i++)
    out += at(
      rng.range(0, W),
      rng.range(400, 440),
      rng.range(0.4, 0.6),
      tree(rng.pick(["round", "acacia"] as const), C.leafDark),
    );
  out += rect(0, 470, W, 190, "#6b7075") + rect(0, 470, W, 10, "#c9c4bb") + rect(0, 652, W, 10, "#c9c4bb");
  for (let x = 0; x < W; x += 110) out += rect(x, 562, 60, 7, C.white, 2);
  out += rect(0, 662, W, 58, C.grassMid);
  return out;
};

const factorySite: Draw = (d, rng) => {
  let out = sky(d, W, H, "soft");
  out += cloud(1000, 100, 1) + cloud(300, 140, 0.8);
  out += hills(rng, W, 470, 30, H, "#cfe0d6", 5);
  out += rect(0, 520, W, 200, "#b9bdb9");
  out += at(560, 540, 0.9, factory());
  out += rect(0, 540, W, 180, "#a5aaa7") + rect(0, 640, W, 10, C.yellow, 0, { opacity: 0.8 });
  return out;
};

const endCard: Draw = (d) => {
  let out = rect(0, 0, W, H, d.lin(["#0b3a30", "#0f5546", "#1f6f5c"], 0, 0, 1, 1));
  out += at(
    0,
    0,
    1,
    `<circle cx="1120" cy="140" r="260" fill="${C.green700}" opacity="0.35"/><circle cx="140" cy="640" r="220" fill="${C.gold}" opacity="0.12"/>`,
  );
  return out;
};

function introAssets(): Record<string, Sprite> {
  return {
    poster: sprite(W, H, introPoster, "posters/intro"),
    highway: sprite(W, H, highway, "video/highway"),
    truck: sprite(560, 240, () => at(310, 230, 1, truck(C.green900, "#f4f1ea", C.gold)), "truck"),
    truck2: sprite(560, 240, () => at(310, 230, 1, truck(C.gold, C.white, C.green900)), "truck2"),
    van: sprite(320, 180, () => at(160, 172, 1, van(C.white, C.green700)), "van"),
    car: sprite(280, 140, () => at(140, 134, 1, car(C.red, "hatch")), "car"),
    factory: sprite(W, H, factorySite, "video/factory"),
    surveyor: sprite(
      160,
      260,
      (_d, rng) =>
        at(
          80,
          255,
          1.05,
          person(
            personLook(rng, {
              hat: "hardhat",
              vest: true,
              top: C.green700,
              hold: "tablet",
              skin: "#8a5a3c",
              bottom: C.navy,
            }),
          ),
        ),
      "surveyor",
    ),
    claim: sprite(W, H, claimBackground, "posters/report-a-claim"),
    phone: sprite(320, 620, () => at(160, 310, 1, phoneCall()), "phone"),
    end: sprite(W, H, endCard, "video/end"),
    shield: sprite(200, 230, () => at(100, 125, 1, shield(C.green900, C.gold, true)), "shield"),
  };
}

function inSyteAssets(): Record<string, Sprite> {
  const screen = (name: string, draw: (rng: Rng) => string) =>
    sprite(560, 360, (_d, rng) => draw(rng), `in-syte/${name}`);
  return {
    background: sprite(W, H, inSyteBackground, "posters/in-syte"),
    tablet: sprite(640, 440, () => at(320, 220, 1, tabletFrame(560, 360, "")), "tablet"),
    captureStart: screen("capture", (rng) => surveyScreen("capture", rng, POSTER_PROGRESS)),
    captureFull: screen("capture", (rng) => surveyScreen("capture", rng)),
    camera: screen("camera", (rng) => surveyScreen("camera", rng)),
    reportEmpty: screen("report", (rng) => surveyScreen("report", rng, { bars: false, shield: false })),
    reportFull: screen("report", (rng) => surveyScreen("report", rng)),
  };
}

interface PageInput {
  kind: VideoKey;
  seconds: number;
  bitrate: number;
  font: string;
  assets: Record<string, Sprite>;
  tablet: { x: number; y: number; sx: number; sy: number };
  colors: Record<string, string>;
}

/**
 * Runs in the page: draws the timeline on a canvas and records it. Returns the WebM as base64.
 * Playwright sends this function's source to the page, so it must not use anything from this module.
 */
/* oxlint-disable unicorn/consistent-function-scoping -- the helpers must live inside the page function */
async function recordInPage(input: PageInput): Promise<string> {
  const font = new FontFace("Inter", `url(${input.font})`, { weight: "100 900" });
  await font.load();
  document.fonts.add(font);

  const img: Record<string, HTMLCanvasElement> = {};
  for (const [name, s] of Object.entries(input.assets)) {
    const picture = new Image();
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(s.svg)}`;
    await picture.decode();
    const c = document.createElement("canvas");
    c.width = s.w;
    c.height = s.h;
    c.getContext("2d")!.drawImage(picture, 0, 0, s.w, s.h);
    img[name] = c;
  }

  const canvas = document.createElement("canvas");
  canvas.width = 1280;
  canvas.height = 720;
  document.body.append(canvas);
  const main = canvas.getContext("2d")!;
  // Crossfades draw the incoming frame whole on this layer first, then blend it in.
  const layerCanvas = document.createElement("canvas");
  layerCanvas.width = 1280;
  layerCanvas.height = 720;
  const layerCtx = layerCanvas.getContext("2d")!;
  let ctx = main;
  const K = input.colors;

  const clamp = (v: number) => Math.max(0, Math.min(1, v));
  const ease = (v: number) => (v < 0.5 ? 4 * v * v * v : 1 - (-2 * v + 2) ** 3 / 2);
  const back = (v: number) => 1 + 2.70158 * (v - 1) ** 3 + 1.70158 * (v - 1) ** 2;
  const prog = (t: number, start: number, dur: number) => clamp((t - start) / dur);
  let base = 1;

  function layer(alpha: number, drawLayer: () => void) {
    const outer = ctx;
    ctx = layerCtx;
    base = 1;
    ctx.clearRect(0, 0, 1280, 720);
    drawLayer();
    ctx = outer;
    ctx.globalAlpha = alpha;
    ctx.drawImage(layerCanvas, 0, 0);
    ctx.globalAlpha = 1;
    base = 1;
  }

  /** Reveals the next frame from the left behind a gold edge: cheaper to encode than a crossfade. */
  function wipe(p: number, drawNext: () => void) {
    if (p <= 0) return;
    const x = 1280 * ease(p);
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, 0, x, 720);
    ctx.clip();
    drawNext();
    ctx.restore();
    if (p < 1) {
      ctx.globalAlpha = 1;
      ctx.fillStyle = K.gold!;
      ctx.fillRect(x - 6, 0, 12, 720);
    }
  }

  function image(name: string, x: number, y: number, scale = 1, alpha = 1) {
    const c = img[name]!;
    ctx.globalAlpha = base * alpha;
    ctx.drawImage(c, x, y, c.width * scale, c.height * scale);
    ctx.globalAlpha = base;
  }

  function part(
    name: string,
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    dx: number,
    dy: number,
    dw = sw,
    dh = sh,
    alpha = 1,
  ) {
    if (sw <= 0 || sh <= 0) return;
    ctx.globalAlpha = base * alpha;
    ctx.drawImage(img[name]!, sx, sy, sw, sh, dx, dy, dw, dh);
    ctx.globalAlpha = base;
  }

  function text(str: string, x: number, y: number, size: number, weight: number, color: string, alpha = 1) {
    ctx.globalAlpha = base * alpha;
    ctx.font = `${weight} ${size}px Inter`;
    ctx.fillStyle = color;
    ctx.textBaseline = "alphabetic";
    ctx.fillText(str, x, y);
    ctx.globalAlpha = base;
  }

  function roundRect(x: number, y: number, w: number, h: number, r: number, color: string, alpha = 1) {
    ctx.globalAlpha = base * alpha;
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, r);
    ctx.fill();
    ctx.globalAlpha = base;
  }

  function tick(cx: number, cy: number, r: number, scale: number) {
    if (scale <= 0) return;
    ctx.save();
    ctx.translate(cx, cy);
    ctx.scale(scale, scale);
    ctx.globalAlpha = base;
    ctx.fillStyle = K.gold!;
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = "#ffffff";
    ctx.lineWidth = r * 0.22;
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    ctx.beginPath();
    ctx.moveTo(-r * 0.42, 0);
    ctx.lineTo(-r * 0.1, r * 0.32);
    ctx.lineTo(r * 0.45, -r * 0.3);
    ctx.stroke();
    ctx.restore();
  }

  /** A caption card at the top left: a title and a smaller line, sliding in. */
  function caption(title: string, sub: string, lt: number) {
    const p = ease(prog(lt, 0.35, 0.6));
    if (p <= 0) return;
    ctx.font = "700 46px Inter";
    const w1 = ctx.measureText(title).width;
    ctx.font = "500 24px Inter";
    const w2 = ctx.measureText(sub).width;
    const w = Math.max(w1, w2) + 80;
    const dy = (1 - p) * 24;
    roundRect(56, 52 + dy, w, 150, 18, K.green900!, 0.9 * p);
    roundRect(56, 52 + dy, 8, 150, 4, K.gold!, p);
    text(title, 96, 118 + dy, 46, 700, "#ffffff", p);
    text(sub, 96, 164 + dy, 24, 500, K.goldLight!, ease(prog(lt, 0.7, 0.6)));
  }

  // The intro: five scenes of four seconds with short crossfades.
  function introScene(i: number, lt: number) {
    if (i === 0) {
      const s = 1 + 0.035 * clamp(lt / 4.4);
      ctx.save();
      ctx.translate(640, 360);
      ctx.scale(s, s);
      ctx.translate(-640, -360);
      image("poster", 0, 0);
      ctx.restore();
      const p = ease(prog(lt, 0.5, 0.8));
      text("Kopano Risk Group", 80, 340 + (1 - p) * 30, 76, 800, "#ffffff", p);
      const r = ease(prog(lt, 1.0, 0.7));
      roundRect(82, 372, 180 * r, 6, 3, K.gold!, r);
      text("Insurance and risk engineering", 82, 426, 30, 500, K.goldLight!, ease(prog(lt, 1.4, 0.7)));
    } else if (i === 1) {
      image("highway", 0, 0);
      const k = lt / 4.4;
      image("truck2", 1300 - 1500 * k, 396, 0.62, 1);
      image("car", -260 + 1700 * k, 470, 0.62);
      image("truck", -420 + 1400 * k, 480, 0.72);
      image("van", 1350 - 1350 * k * 1.1, 560, 0.7);
      caption("Commercial and personal insurance", "Businesses, fleets, farms and homes", lt);
    } else if (i === 2) {
      ctx.save();
      ctx.translate(-40 * (lt / 4.4), 0);
      image("factory", 0, 0, 1.04);
      ctx.restore();
      const x = 1400 - 440 * ease(prog(lt, 0.1, 1.1));
      image("surveyor", x, 220, 1.8);
      tick(360, 330, 28, back(prog(lt, 1.3, 0.45)));
      tick(560, 300, 28, back(prog(lt, 1.8, 0.45)));
      tick(760, 350, 28, back(prog(lt, 2.3, 0.45)));
      caption("Risk engineering on every site", "Surveys that find risks before they become claims", lt);
    } else if (i === 3) {
      image("claim", 0, 0);
      const shake = lt < 1.2 ? Math.sin(lt * 60) * 2 * (1 - lt / 1.2) : 0;
      ctx.save();
      ctx.translate(1000, 380);
      ctx.rotate((shake * Math.PI) / 180);
      ctx.translate(-1000, -380);
      image("phone", 1000 - 152, 380 - 295, 0.95);
      ctx.restore();
      for (let k = 0; k < 3; k++) {
        const ph = (lt * 0.8 + k / 3) % 1;
        ctx.globalAlpha = base * (1 - ph) * 0.7;
        ctx.strokeStyle = K.gold!;
        ctx.lineWidth = 4;
        ctx.beginPath();
        ctx.arc(1000, 237, 70 + ph * 120, 0, Math.PI * 2);
        ctx.stroke();
        ctx.globalAlpha = base;
      }
      caption("Claims answered 24/7", "Report a claim any time, day or night", lt);
    } else {
      image("end", 0, 0);
      const s = back(prog(lt, 0.2, 0.7));
      if (s > 0) {
        ctx.save();
        ctx.translate(290, 360);
        ctx.scale(s * 1.3, s * 1.3);
        image("shield", -100, -125);
        ctx.restore();
      }
      const p = ease(prog(lt, 0.6, 0.7));
      text("Kopano Risk Group", 450, 340 + (1 - p) * 20, 64, 800, "#ffffff", p);
      roundRect(452, 368, 150 * ease(prog(lt, 0.9, 0.6)), 6, 3, K.gold!, p);
      text(
        "Authorised financial services provider, FSP 48213",
        452,
        420,
        28,
        500,
        K.goldLight!,
        ease(prog(lt, 1.2, 0.7)),
      );
    }
  }

  function intro(t: number) {
    const i = Math.min(4, Math.floor(t / 4));
    const lt = t - i * 4;
    base = 1;
    if (i > 0 && lt < 0.5) {
      introScene(i - 1, t - (i - 1) * 4);
      wipe(lt / 0.5, () => introScene(i, lt));
    } else {
      introScene(i, lt);
    }
    const loop = prog(t, input.seconds - 0.6, 0.6);
    if (loop > 0) wipe(loop, () => introScene(0, 0));
  }

  // In-Syte: one tablet, three app screens, the steps listed beside it.
  const T = input.tablet;
  function screen(name: string, alpha = 1) {
    part(name, 0, 0, 560, 360, T.sx, T.sy, 560, 360, alpha);
  }
  function inSyteScreen(i: number, lt: number) {
    if (i === 0) {
      screen("captureStart");
      const fields = [
        [2, 0.6, 0.8, 240],
        [3, 1.6, 0.6, 120],
      ] as const;
      for (const [f, start, dur, w] of fields) {
        const p = prog(lt, start, dur);
        part("captureFull", 26, 104 + f * 50 + 24, w * p, 8, T.sx + 26, T.sy + 104 + f * 50 + 24);
      }
      for (const [k, start] of [
        [1, 1.4],
        [2, 2.4],
      ] as const) {
        const s = back(prog(lt, start, 0.35));
        if (s > 0) {
          const cx = T.sx + 373;
          const cy = T.sy + 110 + k * 46 + 13;
          part("captureFull", 360, 110 + k * 46, 26, 26, cx - 13 * s, cy - 13 * s, 26 * s, 26 * s);
        }
      }
      const press = prog(lt, 3.0, 0.5);
      if (press > 0 && press < 1)
        roundRect(T.sx + 360, T.sy + 300, 184, 44, 10, "#ffffff", 0.35 * Math.sin(press * Math.PI));
    } else if (i === 1) {
      screen("camera");
      const ring = 26 + Math.sin(lt * 5) * 4;
      ctx.strokeStyle = "#ffffff";
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.arc(T.sx + 216, T.sy + 222, ring, 0, Math.PI * 2);
      ctx.stroke();
      for (const [start, slotY] of [
        [1.3, 106],
        [2.5, 280],
      ] as const) {
        const fly = ease(prog(lt, start + 0.2, 0.55));
        if (lt >= start) {
          const x = T.sx + 16 + (440 - 16) * fly;
          const y = T.sy + 100 + (slotY - 100) * fly;
          const w = 400 + (90 - 400) * fly;
          const h = 244 + (60 - 244) * fly;
          part("camera", 16, 100, 400, 244, x, y, w, h, fly > 0 ? 1 : 0);
        }
        const flash = 1 - prog(lt, start, 0.35);
        if (lt >= start && flash > 0) roundRect(T.sx + 16, T.sy + 100, 400, 244, 8, "#ffffff", flash);
      }
    } else {
      screen("reportEmpty");
      const heights = [60, 90, 70, 120, 100];
      heights.forEach((hh, k) => {
        const p = ease(prog(lt, 0.3 + k * 0.25, 0.5));
        part("reportFull", 44 + k * 56, 320 - hh * p, 36, hh * p, T.sx + 44 + k * 56, T.sy + 320 - hh * p);
      });
      const s = back(prog(lt, 1.9, 0.5));
      if (s > 0) part("reportFull", 372, 110, 162, 130, T.sx + 453 - 81 * s, T.sy + 175 - 65 * s, 162 * s, 130 * s);
    }
  }

  function inSyte(t: number) {
    base = 1;
    image("background", 0, 0);
    image("tablet", T.x - 320, T.y - 220);
    const i = t < 4 ? 0 : t < 8 ? 1 : 2;
    const lt = t - i * 4;
    if (i > 0 && lt < 0.3) {
      inSyteScreen(i - 1, t - (i - 1) * 4);
      layer(lt / 0.3, () => {
        image("background", 0, 0);
        image("tablet", T.x - 320, T.y - 220);
        inSyteScreen(i, lt);
      });
    } else {
      inSyteScreen(i, lt);
    }
    // Title and steps on the left.
    const p = ease(prog(t, 0.3, 0.6));
    text("In-Syte", 72, 228 + (1 - p) * 20, 76, 800, K.green900!, p);
    text("Site surveys in one app", 76, 276, 26, 500, "#353535", ease(prog(t, 0.6, 0.6)));
    const steps = ["Capture the site", "Photograph every risk", "Report in minutes"];
    steps.forEach((label, k) => {
      const a = ease(prog(t, 0.9 + k * 0.25, 0.5));
      if (a <= 0) return;
      const active = k === i;
      const y = 360 + k * 70;
      ctx.globalAlpha = base * a;
      ctx.fillStyle = active ? K.gold! : "#c9d6d1";
      ctx.beginPath();
      ctx.arc(96, y - 9, 22, 0, Math.PI * 2);
      ctx.fill();
      ctx.globalAlpha = base;
      text(String(k + 1), 96 - (k === 0 ? 6 : 8), y, 24, 700, active ? "#ffffff" : "#4b5b56", a);
      text(label, 134, y, 28, active ? 700 : 500, active ? K.green900! : "#6b7772", a);
    });
    const loop = prog(t, input.seconds - 0.6, 0.6);
    wipe(loop, () => {
      image("background", 0, 0);
      image("tablet", T.x - 320, T.y - 220);
      screen("captureStart");
    });
  }

  const draw = (t: number) => {
    ctx = main;
    ctx.clearRect(0, 0, 1280, 720);
    if (input.kind === "intro") intro(t);
    else inSyte(t);
  };

  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, { mimeType: "video/webm;codecs=vp9", videoBitsPerSecond: input.bitrate });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size) chunks.push(event.data);
  };
  const stopped = new Promise<void>((resolve) => {
    recorder.onstop = () => resolve();
  });
  draw(0);
  recorder.start(1000);
  const t0 = performance.now();
  await new Promise<void>((resolve) => {
    const frame = () => {
      const t = (performance.now() - t0) / 1000;
      if (t >= input.seconds) {
        draw(input.seconds);
        resolve();
        return;
      }
      draw(t);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  // Let the last frame reach the recorder.
  await new Promise((resolve) => setTimeout(resolve, 60));
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/* oxlint-enable unicorn/consistent-function-scoping */

const fontFile = join(root, "node_modules", "@fontsource-variable", "inter", "files", "inter-latin-wght-normal.woff2");
const fontUrl = `data:font/woff2;base64,${readFileSync(fontFile).toString("base64")}`;
const requested = process.argv.slice(2).filter((arg) => !arg.startsWith("--")) as VideoKey[];
const keys = requested.length ? requested : (Object.keys(videoCatalogue) as VideoKey[]);
const bitrates: Record<VideoKey, number> = { intro: 1_000_000, "in-syte": 1_600_000 };

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  for (const key of keys) {
    const spec = videoCatalogue[key];
    if (!spec) throw new Error(`Unknown video "${key}"`);
    const page = await browser.newPage({ viewport: { width: spec.width, height: spec.height } });
    await page.setContent("<!doctype html><html><body style='margin:0;background:#000'></body></html>");
    const input: PageInput = {
      kind: key,
      seconds: spec.seconds,
      bitrate: bitrates[key],
      font: fontUrl,
      assets: key === "intro" ? introAssets() : inSyteAssets(),
      tablet: TABLET,
      colors: { green900: C.green900, gold: C.gold, goldLight: C.goldLight },
    };
    const base64 = await page.evaluate(recordInPage, input);
    await page.close();
    const { data, seconds } = withDuration(new Uint8Array(Buffer.from(base64, "base64")));
    const file = join(outDir, `${key}.webm`);
    writeFileSync(file, data);
    console.log(
      `Video ${key}: ${seconds.toFixed(2)} s, ${(data.length / 1024).toFixed(0)} KB -> public/video/${key}.webm`,
    );
  }
} finally {
  await browser.close();
}
