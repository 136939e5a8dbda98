/** Indoor and still-life scenes (1600x900): rooms, desks, devices and objects. */
import { bars, bust, laptop, person, personLook, potPlant, shield, sky, textLines, tree, windows } from "./kit.ts";
import type { PersonLook } from "./kit.ts";
import { C } from "./palette.ts";
import { cityRow, H, W } from "./scenes-outdoor.ts";
import type { Draw } from "./scenes-outdoor.ts";
import { Defs, Rng, at, circle, ellipse, g, line, n, path, poly, rect, shade, smoothLine, stroke } from "./svg.ts";

function room(d: Defs, wall: string, floor: string, floorY: number): string {
  return (
    rect(0, 0, W, floorY, d.lin([shade(wall, 0.3), wall])) +
    rect(0, floorY, W, H - floorY, floor) +
    rect(0, floorY - 6, W, 8, shade(wall, -0.12))
  );
}

/** A window onto the city, with mullions. */
function cityWindow(d: Defs, rng: Rng, x: number, y: number, w: number, h: number, panes = 4): string {
  let out = rect(x, y, w, h, d.lin(["#bfe0ef", "#e6f3f7"]));
  out += g(cityRow(rng, x - 20, x + w + 20, y + h, h * 0.25, h * 0.7, "#c8dbe4", "#e2eef3"), {
    "clip-path": d.clip(rect(x, y, w, h, "#000")),
  });
  for (let i = 0; i <= panes; i++) out += rect(x + (w / panes) * i - 5, y, 10, h, "#f4f1ea");
  out += rect(x - 5, y - 5, w + 10, 12, "#f4f1ea") + rect(x - 5, y + h - 6, w + 10, 12, "#f4f1ea");
  return out;
}

function pendant(x: number, len: number, color: string = C.gold): string {
  return (
    line(x, 0, x, len, "#4a4f57", 2) +
    path(`M${x - 40} ${len + 36}L${x - 14} ${len}L${x + 14} ${len}L${x + 40} ${len + 36}Z`, color) +
    ellipse(x, len + 38, 24, 6, "#fff3c4", { opacity: 0.9 })
  );
}

function mug(color: string): string {
  return rect(-22, -54, 44, 54, color, 6) + stroke("M22 -42Q40 -36 22 -16", color, 7);
}

const boardroom: Draw = (d, rng) => {
  let out = room(d, "#efe6d6", "#c9b79a", 760);
  out += cityWindow(d, rng, 170, 80, 1260, 440, 5);
  out += pendant(560, 60) + pendant(1040, 60);
  const seated: Partial<PersonLook>[] = [
    { top: C.navy, skin: "#6f4630", hairStyle: "short" },
    { top: C.gold, skin: "#e2b793", hairStyle: "long", hair: "#5b3b27" },
    { top: C.green700, skin: "#8a5a3c", hairStyle: "bun" },
    { top: "#5b6470", skin: "#c68e63", hairStyle: "bald" },
    { top: "#7b3a6b", skin: "#5e3a26", hairStyle: "afro" },
  ];
  seated.forEach((lk, i) => {
    const x = 400 + i * 200;
    out += rect(x - 44, 470, 88, 150, "#2f3433", 16);
    out += at(x, 650, 1.45, bust(personLook(rng, lk)));
  });
  // Table.
  out += path("M220 620L1380 620L1500 720L100 720Z", "#a9825a");
  out += path("M240 626L1360 626L1460 710L140 710Z", "#bf956a");
  out += rect(100, 720, 1400, 30, "#8a6a4a", 4);
  out += rect(180, 750, 20, 110, "#6f5540") + rect(1400, 750, 20, 110, "#6f5540");
  // Laptops seen from behind, papers and cups.
  for (const x of [400, 800, 1200])
    out += path(`M${x - 60} 640L${x + 60} 640L${x + 54} 570L${x - 54} 570Z`, "#c9ced6") + circle(x, 604, 8, "#e9ecef");
  for (const x of [600, 1000])
    out += poly([x - 50, 690, x + 40, 694, x + 46, 660, x - 44, 656], C.white) + at(x + 80, 690, 0.7, mug(C.green700));
  out += at(
    800,
    700,
    1,
    rect(-20, -60, 40, 60, "#cfe6ee", 6, { opacity: 0.8 }) + rect(-20, -30, 40, 30, "#9fd0e0", 0, { opacity: 0.7 }),
  );
  // Two people at the near side, seen from behind.
  out += rect(200, 760, 150, 200, "#2f3433", 20) + rect(1250, 760, 150, 200, "#2f3433", 20);
  out += at(280, 960, 2.3, bust(personLook(rng, { top: C.white, skin: "#a26c47", hairStyle: "short" }), true));
  out += at(
    1320,
    960,
    2.3,
    bust(personLook(rng, { top: "#3e6e9c", skin: "#f1cdb0", hairStyle: "long", hair: "#9b4527" }), true),
  );
  out += at(1530, 760, 1, potPlant(C.leaf, C.gold));
  return out;
};

function sparkle(x: number, y: number, r: number, color: string): string {
  return path(
    `M${x} ${y - r}Q${x + r * 0.15} ${y - r * 0.15} ${x + r} ${y}Q${x + r * 0.15} ${y + r * 0.15} ${x} ${y + r}Q${x - r * 0.15} ${y + r * 0.15} ${x - r} ${y}Q${x - r * 0.15} ${y - r * 0.15} ${x} ${y - r}Z`,
    color,
  );
}

const rating: Draw = (d) => {
  let out = rect(0, 0, W, H, d.lin([C.green100, C.cream], 0, 0, 1, 1));
  out += circle(1300, 420, 340, C.green200, { opacity: 0.6 }) + circle(200, 800, 260, C.goldLight, { opacity: 0.7 });
  // Chart card.
  out += rect(160, 170, 820, 600, C.white, 28, { opacity: 0.95 });
  for (let i = 0; i < 5; i++) out += rect(220, 260 + i * 100, 700, 3, "#e4ebe8");
  const values = [120, 190, 240, 300, 380, 470];
  out += bars(250, 700, values, 80, 30, [C.green300, C.green500, C.green700, C.green700, C.green900, C.gold]);
  out += rect(220, 700, 700, 6, C.green900, 3);
  const pts: [number, number][] = values.map((v, i) => [290 + i * 110, 700 - v - 60]);
  out += stroke(smoothLine(pts), C.gold, 8);
  for (const [x, y] of pts) out += circle(x, y, 11, C.white, { stroke: C.gold, "stroke-width": 6 });
  out += path(`M${pts[5]![0] + 40} ${pts[5]![1] - 60}l8 52l-48 -18z`, C.gold);
  out += textLines(220, 210, 300, 1, "#cfe0d9", 26);
  // The shield.
  out += ellipse(1220, 800, 220, 30, C.green900, { opacity: 0.12 });
  out += at(1220, 470, 2.6, shield(C.green900, C.gold, true));
  out += sparkle(1460, 200, 34, C.gold) + sparkle(1000, 150, 22, C.goldMid) + sparkle(1500, 640, 20, C.green500);
  return out;
};

function generator(): string {
  let out = rect(-200, -230, 400, 200, C.green700, 14);
  out += rect(-200, -230, 400, 30, C.green900, 14);
  for (let i = 0; i < 9; i++) out += rect(-170 + i * 24, -180, 12, 110, C.green900, 4);
  out += rect(60, -186, 120, 110, "#2f3433", 8);
  out +=
    circle(92, -150, 16, C.white) +
    stroke("M92 -150l8 -10", C.red, 3) +
    circle(146, -150, 16, C.white) +
    stroke("M146 -150l-10 -6", C.red, 3);
  out += rect(80, -112, 30, 18, C.gold, 4) + rect(124, -112, 30, 18, C.red, 4);
  out += rect(-230, -40, 460, 22, "#3b3e42", 6);
  out +=
    circle(-150, -14, 26, "#2b2d30") +
    circle(150, -14, 26, "#2b2d30") +
    circle(-150, -14, 10, "#9aa0a6") +
    circle(150, -14, 10, "#9aa0a6");
  out += stroke("M-160 -230L-160 -280L-120 -280", "#6b7077", 14);
  out += stroke("M200 -200L250 -200L250 -100", "#6b7077", 8);
  return out;
}

function dashboardScreen(rng: Rng): string {
  let out = rect(0, 0, 300, 180, "#f3f6f5");
  out += rect(0, 0, 44, 180, C.green900) + circle(22, 18, 9, C.gold);
  for (let i = 0; i < 5; i++) out += rect(12, 44 + i * 22, 20, 6, i === 0 ? C.gold : C.green500, 3);
  out += rect(52, 8, 240, 14, C.white, 4);
  for (let i = 0; i < 3; i++) {
    const x = 52 + i * 81;
    out +=
      rect(x, 28, 75, 40, C.white, 5) +
      rect(x + 6, 34, 28, 5, "#c9d3cf", 2) +
      rect(x + 6, 46, 40, 10, [C.green700, C.gold, C.red][i]!, 3) +
      rect(x + 52, 48, 16, 14, [C.green200, C.goldLight, "#f6d2c9"][i]!, 3);
  }
  out += rect(52, 74, 156, 98, C.white, 5);
  const pts: [number, number][] = [];
  for (let i = 0; i < 8; i++) pts.push([60 + i * 20, 150 - i * 6 - rng.range(0, 22)]);
  out += path(`${smoothLine(pts)}L200 164L60 164Z`, C.green200);
  out += stroke(smoothLine(pts), C.green700, 2.5);
  out += rect(214, 74, 78, 98, C.white, 5);
  out +=
    circle(253, 112, 24, "none", { stroke: C.green200, "stroke-width": 10 }) +
    circle(253, 112, 24, "none", {
      stroke: C.gold,
      "stroke-width": 10,
      "stroke-dasharray": "95 200",
      transform: "rotate(-90 253 112)",
    });
  out += bars(226, 166, [10, 16, 12, 20], 10, 6, [C.green500, C.green700]);
  return out;
}

function theodolite(): string {
  return (
    stroke("M0 -300L-90 0M0 -300L0 0M0 -300L90 0", "#a57b4f", 8) +
    rect(-40, -316, 80, 18, "#3b3e42", 4) +
    rect(-30, -390, 60, 76, C.yellow, 10) +
    rect(-22, -376, 44, 24, "#2b2d30", 4) +
    rect(-60, -420, 120, 30, "#e0a92c", 12) +
    circle(-62, -405, 12, "#2b2d30") +
    circle(60, -405, 10, "#3b3e42")
  );
}

const equipment: Draw = (d, rng) => {
  let out = room(d, "#e3ece8", "#c9c4bb", 700);
  out += rect(100, 120, 520, 300, C.white, 6, { opacity: 0.6 }) + windows(120, 140, 480, 260, 4, 2, "#d6e8ee", 0.15);
  out += rect(0, 690, W, 12, C.yellow, 0, { opacity: 0.5 });
  out += at(420, 820, 1.2, generator());
  // Rugged case as a table with the laptop.
  out +=
    rect(740, 660, 360, 160, "#3b3e42", 12) +
    rect(740, 700, 360, 14, "#2b2d30") +
    rect(780, 760, 60, 30, "#6b7077", 6) +
    rect(1000, 760, 60, 30, "#6b7077", 6);
  out += at(920, 660, 0.95, laptop(dashboardScreen(rng)));
  out += at(1330, 820, 1.1, theodolite());
  out += at(
    620,
    880,
    1,
    path("M-60 0C-60 -70 60 -70 60 0Z", C.yellow) + rect(-76, -10, 152, 14, shade(C.yellow, -0.12), 7),
  );
  out += at(
    1100,
    880,
    1,
    rect(-40, -50, 80, 50, C.yellow, 10) + circle(0, -25, 16, "#2b2d30") + rect(40, -8, 50, 8, C.yellow, 2),
  );
  return out;
};

function sprinklerHead(): string {
  return (
    rect(-8, 0, 16, 26, "#c9a24a", 2) +
    path("M-14 26L14 26L10 40L-10 40Z", "#d9b65c") +
    circle(0, 48, 8, C.red) +
    rect(-26, 58, 52, 5, "#c9a24a", 2)
  );
}

function hoseReel(): string {
  let out = rect(-10, -10, 20, 160, "#8e979e") + rect(-150, -150, 300, 300, "#f6efe6", 12, { opacity: 0 });
  out += circle(0, 0, 140, C.red) + circle(0, 0, 140, "none", { stroke: C.redDark, "stroke-width": 8 });
  for (let r = 50; r <= 120; r += 14)
    out += circle(0, 0, r, "none", { stroke: r % 28 ? "#b8402c" : "#e06a50", "stroke-width": 12 });
  out += circle(0, 0, 40, "#f2f2ee") + circle(0, 0, 14, "#8e979e");
  out += stroke("M120 60C180 120 170 220 120 260", "#b8402c", 14) + rect(104, 256, 32, 60, "#2b2d30", 6);
  return out;
}

function hydrant(): string {
  return (
    rect(-60, -30, 120, 30, "#a63d2d", 4) +
    rect(-44, -230, 88, 200, C.red, 8) +
    path("M-50 -230Q0 -300 50 -230Z", C.red) +
    rect(-14, -296, 28, 22, "#a63d2d", 4) +
    rect(-80, -160, 36, 40, "#a63d2d", 6) +
    rect(44, -160, 36, 40, "#a63d2d", 6) +
    rect(-30, -110, 60, 44, "#b8402c", 20) +
    rect(-50, -236, 100, 12, "#a63d2d", 4) +
    rect(-44, -200, 14, 160, C.white, 6, { opacity: 0.18 })
  );
}

function extinguisher(): string {
  return (
    rect(-34, -200, 68, 200, C.red, 30) +
    rect(-20, -236, 40, 40, "#2b2d30", 6) +
    stroke("M20 -226L64 -240", "#2b2d30", 8) +
    stroke("M-20 -220C-70 -200 -70 -100 -40 -80", "#2b2d30", 8) +
    rect(-34, -140, 68, 50, C.white, 4)
  );
}

const fire: Draw = (d) => {
  let out = room(d, "#f1ebe0", "#b9b3a8", 780);
  out += rect(0, 0, W, 110, "#e4ddd0") + rect(0, 106, W, 6, "#d0c8ba");
  out += rect(0, 140, W, 26, C.red) + rect(0, 140, W, 8, "#e06a50");
  for (const x of [320, 800, 1280]) {
    out += rect(x - 10, 166, 20, 30, C.red);
    out += at(x, 196, 1.4, sprinklerHead());
    for (let i = -3; i <= 3; i++)
      out += stroke(`M${x + i * 8} 290L${x + i * 70} 480`, "#8dcbe0", 5, {
        "stroke-dasharray": "14 18",
        opacity: 0.85,
      });
  }
  out += at(380, 600, 1, hoseReel());
  out += at(800, 860, 1, extinguisher());
  out += at(1220, 880, 1.2, hydrant());
  return out;
};

function floorPlan(): string {
  const wl = "#ffffff";
  let out = rect(0, 0, 900, 600, "#2f6f97");
  for (let x = 30; x < 900; x += 30) out += line(x, 0, x, 600, "#3a7ca4", 1);
  for (let y = 30; y < 600; y += 30) out += line(0, y, 900, y, "#3a7ca4", 1);
  out += rect(90, 90, 720, 420, "none", 0, { stroke: wl, "stroke-width": 8 });
  out += stroke("M380 90L380 300M90 300L300 300M380 380L810 380M600 90L600 380M380 300L380 510", wl, 5);
  out +=
    stroke("M300 300A80 80 0 0 1 380 220", wl, 2.5, { "stroke-dasharray": "6 6" }) +
    stroke("M600 300A60 60 0 0 0 540 360", wl, 2.5, { "stroke-dasharray": "6 6" });
  out += rect(150, 84, 120, 12, "#8dcbe0") + rect(450, 84, 100, 12, "#8dcbe0") + rect(804, 160, 12, 120, "#8dcbe0");
  out += stroke("M90 550L810 550M90 540L90 560M810 540L810 560M850 90L850 510M840 90L860 90M840 510L860 510", wl, 2);
  out +=
    rect(640, 420, 120, 60, "none", 0, { stroke: wl, "stroke-width": 2.5 }) +
    circle(200, 420, 40, "none", { stroke: wl, "stroke-width": 2.5 });
  return out;
}

function calculator(): string {
  let out =
    rect(0, 0, 180, 260, "#3b3e42", 18) + rect(18, 18, 144, 50, "#cfe3dc", 6) + rect(30, 36, 90, 14, "#9fbfb2", 3);
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 4; c++) out += rect(20 + c * 38, 86 + r * 34, 30, 24, c === 3 ? C.gold : "#6b7077", 6);
  return out;
}

function ruler(len: number): string {
  let out = rect(0, 0, len, 56, "#f2d78a", 4);
  for (let x = 10; x < len; x += 12) out += line(x, 0, x, x % 60 < 12 ? 22 : 12, "#8a6a2a", 2);
  return out;
}

function pencil(len: number): string {
  return (
    rect(0, -10, len, 20, C.yellow, 2) +
    rect(0, -10, len, 7, "#e6b23e") +
    rect(-30, -10, 30, 20, "#f2a3a3", 4) +
    rect(-10, -10, 10, 20, "#c9ccd1") +
    poly([len, -10, len + 36, 0, len, 10], "#f3dcb4") +
    poly([len + 26, -3, len + 36, 0, len + 26, 3], "#3b3e42")
  );
}

function woodDesk(d: Defs, rng: Rng, color: string): string {
  let out = rect(0, 0, W, H, d.lin([shade(color, 0.08), color], 0, 0, 1, 1));
  for (let i = 0; i < 18; i++) {
    const y = rng.range(0, H);
    out += stroke(
      `M-20 ${n(y)}Q${n(rng.range(300, 1300))} ${n(y + rng.range(-40, 40))} ${W + 20} ${n(y + rng.range(-20, 20))}`,
      shade(color, -0.08),
      3,
      { opacity: 0.5 },
    );
  }
  return out;
}

const blueprints: Draw = (d, rng) => {
  let out = woodDesk(d, rng, "#d9b88e");
  out += g(rect(10, 14, 900, 600, "#000", 0, { opacity: 0.15 }) + floorPlan(), {
    transform: "translate(200 110) rotate(-3)",
  });
  out += g(
    rect(0, 0, 520, 90, "#e8f0f4", 44) + ellipse(520, 45, 30, 45, "#dbe7ee") + ellipse(520, 45, 14, 22, "#b7cbd6"),
    { transform: "translate(1020 60) rotate(12)" },
  );
  out += g(ruler(620), { transform: "translate(520 700) rotate(-8)" });
  out += g(calculator(), { transform: "translate(1180 420) rotate(8)" });
  out += g(pencil(300), { transform: "translate(1080 820) rotate(-20)" });
  out += g(
    poly([0, 0, 260, 0, 0, 200], "#bfe3e8", { opacity: 0.55 }) +
      poly([50, 40, 160, 40, 50, 124], "#d9b88e", { opacity: 0.8 }),
    { transform: "translate(1120 200) rotate(20)" },
  );
  out +=
    circle(1420, 760, 80, C.white) +
    circle(1420, 760, 64, "#6b4a32") +
    circle(1400, 740, 14, "#8a6a4a", { opacity: 0.6 });
  return out;
};

function rack(w: number, h: number, shelves: number): string {
  let out = rect(-w / 2, -h, 16, h, "#3e6e9c") + rect(w / 2 - 16, -h, 16, h, "#3e6e9c");
  for (let i = 0; i < shelves; i++) {
    const y = -h + 30 + (i * (h - 40)) / (shelves - 1);
    out += rect(-w / 2, y, w, 18, C.orange, 2) + rect(-w / 2 + 16, y + 18, w - 32, 6, "#c9ccd1");
  }
  return out;
}

/** A front bumper seen from the front: a wide curved band with a grille slot and fog lamps. */
function bumper(color: string): string {
  const dark = shade(color, -0.25);
  return (
    path("M0 -20Q0 -78 30 -84L310 -84Q340 -78 340 -20Q340 0 320 0L20 0Q0 0 0 -20Z", color) +
    rect(8, -84, 324, 12, shade(color, 0.15), 6) +
    rect(90, -40, 160, 26, dark, 10) +
    rect(120, -70, 100, 22, shade(color, -0.1), 3) +
    circle(44, -30, 13, "#f3f0e3") +
    circle(296, -30, 13, "#f3f0e3") +
    circle(44, -30, 13, "none", { stroke: dark, "stroke-width": 4 }) +
    circle(296, -30, 13, "none", { stroke: dark, "stroke-width": 4 })
  );
}

function headlight(): string {
  return (
    path("M0 0L20 -70L150 -70Q170 -40 150 0Z", "#e9eef2") +
    path("M0 0L20 -70L150 -70Q170 -40 150 0Z", "none", { stroke: "#8e979e", "stroke-width": 6 }) +
    circle(50, -35, 24, "#cfe3ea") +
    circle(110, -35, 20, "#f8f2cf") +
    circle(50, -35, 10, C.white)
  );
}

function tyre(r: number): string {
  return (
    circle(0, -r, r, "#2b2d30") +
    circle(0, -r, r * 0.62, "#c9ccd1") +
    circle(0, -r, r * 0.22, "#6b7077") +
    circle(0, -r, r * 0.8, "none", { stroke: "#3b3e42", "stroke-width": 4, "stroke-dasharray": "8 8" })
  );
}

const parts: Draw = (d) => {
  let out = room(d, "#e9ece9", "#a9adab", 800);
  out += at(560, 820, 1, rack(900, 700, 3));
  out += at(1320, 820, 1, rack(480, 700, 3));
  // Top shelf: bumpers.
  out += at(150, 146, 0.95, bumper("#4a4f57")) + at(530, 146, 0.95, bumper(C.red));
  // Middle shelf: headlights and boxes.
  out += at(150, 476, 1, headlight()) + at(330, 476, 1, headlight()) + at(510, 476, 1, headlight());
  out +=
    at(760, 476, 1, rect(-70, -110, 140, 110, "#d9b07a", 4) + rect(-70, -110, 140, 20, "#c89c66", 4)) +
    at(900, 476, 1, rect(-50, -80, 100, 80, "#c89c66", 4));
  // Bottom shelf and floor: wheels.
  for (let i = 0; i < 5; i++) out += at(200 + i * 160, 800, 1, tyre(70));
  for (let i = 0; i < 2; i++) out += at(1220 + i * 200, 476, 1, tyre(80));
  out += at(
    1320,
    800,
    1,
    ellipse(0, -20, 110, 26, "#2b2d30") +
      ellipse(0, -46, 110, 26, "#3b3e42") +
      ellipse(0, -72, 110, 26, "#2b2d30") +
      ellipse(0, -72, 60, 14, "#c9ccd1"),
  );
  out += at(
    1320,
    146,
    1,
    rect(-200, -90, 170, 90, "#d9b07a", 4) +
      rect(-10, -120, 190, 120, "#c89c66", 4) +
      rect(-200, -70, 170, 14, C.green700),
  );
  return out;
};

function form(rng: Rng, w: number, h: number): string {
  let out = rect(6, 8, w, h, "#000", 4, { opacity: 0.12 }) + rect(0, 0, w, h, C.white, 4);
  out += rect(0, 0, w, 54, C.green900, 4) + rect(0, 50, w, 6, C.gold);
  out += circle(34, 27, 14, C.gold) + rect(60, 20, 140, 14, "#e6efe9", 7);
  let y = 90;
  for (let i = 0; i < 5; i++) {
    out +=
      rect(30, y, 90, 10, "#cfd5da", 5) +
      rect(140, y - 8, w - 170, 26, "none", 4, { stroke: "#cfd5da", "stroke-width": 2 });
    y += 46;
  }
  for (let i = 0; i < 3; i++)
    out +=
      rect(30, y + i * 34, 18, 18, "none", 3, { stroke: C.green700, "stroke-width": 3 }) +
      rect(60, y + i * 34 + 4, rng.range(120, w - 100), 10, "#cfd5da", 5);
  out += stroke(`M30 ${h - 44}Q60 ${h - 80} 80 ${h - 50}T130 ${h - 54}T190 ${h - 60}`, "#2a4a75", 3);
  out += line(30, h - 30, 220, h - 30, "#cfd5da", 2);
  return out;
}

function stampMark(): string {
  return (
    circle(0, 0, 70, "none", { stroke: "#c0392b", "stroke-width": 6, opacity: 0.85 }) +
    circle(0, 0, 54, "none", { stroke: "#c0392b", "stroke-width": 3, opacity: 0.85 }) +
    stroke("M-26 0L-6 20L30 -22", "#c0392b", 10, { opacity: 0.85 })
  );
}

const documents: Draw = (d, rng) => {
  let out = rect(0, 0, W, H, d.lin(["#2d6a57", "#1f5546"], 0, 0, 1, 1));
  out += rect(120, 60, 1360, 780, "#275f4e", 30);
  out += g(form(rng, 420, 580), { transform: "translate(240 170) rotate(-8)" });
  out += g(form(rng, 420, 580), { transform: "translate(640 130) rotate(4)" });
  out += g(form(rng, 420, 580) + at(300, 470, 1, stampMark()), { transform: "translate(960 210) rotate(-2)" });
  // Rubber stamp and ink pad.
  out += g(rect(0, 0, 200, 130, "#2b2d30", 12) + rect(14, 14, 172, 102, "#7a1f1f", 8), {
    transform: "translate(1200 60) rotate(10)",
  });
  out += g(
    ellipse(90, 110, 100, 30, "#000", { opacity: 0.2 }) +
      rect(10, 40, 160, 60, "#6b4a32", 10) +
      rect(60, -40, 60, 90, "#8a6a4a", 20) +
      circle(90, -50, 46, "#a57b4f"),
    { transform: "translate(1280 620) rotate(-10)" },
  );
  // Pen and paper clip.
  out += g(
    rect(0, -12, 340, 24, C.navy, 12) + rect(40, -16, 120, 8, C.gold, 4) + poly([340, -12, 380, 0, 340, 12], "#c9ccd1"),
    { transform: "translate(300 780) rotate(-14)" },
  );
  out += stroke(
    "M700 120L700 190Q700 210 716 210Q732 210 732 190L732 110Q732 96 720 96Q708 96 708 110L708 180",
    "#c9ccd1",
    5,
  );
  return out;
};

const dashboard: Draw = (d, rng) => {
  let out = room(d, "#dfece6", "#c7a57c", 740);
  out += rect(0, 740, W, 160, "#b98f62");
  out += at(800, 790, 2.4, laptop(dashboardScreen(rng)));
  out += at(180, 790, 1.3, potPlant(C.leaf, C.gold));
  out += at(1380, 790, 1.4, mug(C.green900));
  out +=
    circle(1400, 180, 90, C.white, { opacity: 0.6 }) +
    rect(120, 120, 300, 200, C.white, 10, { opacity: 0.5 }) +
    bars(160, 290, [60, 100, 80, 140], 40, 20, [C.green300, C.green500]);
  return out;
};

function courseScreen(): string {
  let out = rect(0, 0, 300, 180, "#f4f6f5");
  out += rect(0, 0, 300, 18, C.green900) + circle(12, 9, 5, C.gold);
  out +=
    rect(10, 26, 186, 110, "#1f3250", 4) +
    circle(103, 81, 22, C.white, { opacity: 0.9 }) +
    poly([96, 70, 96, 92, 116, 81], C.green900);
  out += rect(10, 144, 186, 6, "#d6dde0", 3) + rect(10, 144, 120, 6, C.gold, 3);
  for (let i = 0; i < 5; i++) {
    const y = 28 + i * 28;
    out +=
      rect(206, y, 86, 22, C.white, 4) +
      circle(218, y + 11, 6, i < 3 ? C.green500 : "#d6dde0") +
      rect(230, y + 8, 52, 6, "#cfd5da", 3);
    if (i < 3) out += stroke(`M215 ${y + 11}l2 3l4 -5`, C.white, 2);
  }
  out += textLines(10, 160, 140, 1, "#cfd5da", 14);
  return out;
}

function certificate(): string {
  return (
    rect(-170, -120, 340, 240, C.gold, 6) +
    rect(-156, -106, 312, 212, "#fbf6ea", 2) +
    rect(-140, -90, 280, 180, "none", 0, { stroke: "#e3cf9e", "stroke-width": 3 }) +
    rect(-90, -70, 180, 16, "#d9c59a", 8) +
    textLines(-110, -30, 220, 3, "#e3d7ba", 22) +
    path("M70 60L56 120L80 104L96 124L100 64Z", C.green700) +
    circle(84, 56, 30, C.goldMid) +
    circle(84, 56, 20, C.gold)
  );
}

const learning: Draw = (d, rng) => {
  let out = room(d, "#e8efe9", "#c9b79a", 720);
  out += at(1290, 260, 1, certificate());
  out +=
    rect(130, 110, 400, 280, "#bfe0ef", 8) +
    rect(130, 110, 400, 280, "none", 8, { stroke: "#f4f1ea", "stroke-width": 12 }) +
    line(330, 110, 330, 390, "#f4f1ea", 10);
  out += at(250, 390, 0.8, tree("round", C.leaf)).replace(/<g /, '<g opacity="0.6" ');
  out += rect(0, 700, W, 200, "#b98f62");
  out += at(900, 740, 1.9, laptop(courseScreen()));
  out += at(
    1420,
    740,
    1,
    rect(-80, -30, 160, 30, C.green700, 3) + rect(-70, -60, 150, 30, C.gold, 3) + rect(-76, -86, 140, 26, "#3e6e9c", 3),
  );
  out += at(
    1500,
    660,
    1,
    stroke("M0 80L0 -40L-60 -90", "#2f3433", 8) + path("M-100 -70L-60 -120L-20 -80Z", C.green900),
  ).replace("M0 80", "M0 80");
  out += at(
    380,
    960,
    2.8,
    bust(personLook(rng, { top: C.gold, skin: "#8a5a3c", hairStyle: "bun", hair: "#1b1716" }), true),
  );
  out += at(1180, 760, 1, mug(C.white));
  return out;
};

function headset(): string {
  return (
    stroke("M-24 -100Q0 -136 24 -100", "#2b2d30", 4) +
    rect(-28, -104, 8, 16, "#2b2d30", 3) +
    stroke("M-24 -92Q-18 -72 -4 -72", "#2b2d30", 3)
  );
}

const reception: Draw = (d, rng) => {
  let out = room(d, "#efe6d6", "#d9cfbf", 720);
  out +=
    rect(500, 90, 600, 300, C.green900, 10) +
    at(800, 240, 0.8, shield(C.green900, C.gold, false)) +
    rect(500, 370, 600, 20, C.gold);
  out += pendant(380, 40, C.green700) + pendant(1220, 40, C.green700);
  // Receptionist behind the desk.
  out += at(
    760,
    560,
    1.5,
    bust(personLook(rng, { top: C.white, skin: "#6f4630", hairStyle: "bun" })) +
      g(headset(), { transform: "translate(0 0)" }),
  );
  out += at(
    930,
    560,
    1,
    rect(-70, -110, 140, 90, "#2b2d30", 6) + rect(-60, -100, 120, 70, "#9fd0e0", 3) + rect(-10, -20, 20, 20, "#2b2d30"),
  );
  // Desk.
  out += path("M420 540Q800 500 1180 540L1180 760Q800 730 420 760Z", C.green900);
  out += path("M400 530Q800 488 1200 530L1200 560Q800 518 400 560Z", C.cream);
  out += path("M420 680Q800 650 1180 680L1180 700Q800 670 420 700Z", C.gold);
  // Desk phone on the counter.
  out += at(
    600,
    540,
    1,
    path("M-50 0L-40 -36L40 -36L50 0Z", "#2b2d30") +
      rect(-52, -54, 104, 22, "#3b3e42", 11) +
      rect(-24, -28, 48, 18, "#6b7077", 3),
  );
  out += at(
    1010,
    540,
    1,
    rect(-30, -40, 60, 40, C.gold, 6) + circle(-10, -48, 14, "#e8c98f") + circle(10, -52, 12, "#e06a50"),
  );
  // Waiting area and plants.
  out += at(180, 760, 1.4, potPlant(C.leaf, "#d9cfbf"));
  out += at(
    1400,
    780,
    1,
    rect(-170, -110, 340, 80, C.gold, 20) +
      rect(-180, -70, 360, 60, "#c99a3e", 16) +
      rect(-160, -10, 14, 20, "#2f3433") +
      rect(146, -10, 14, 20, "#2f3433"),
  );
  out += at(
    1130,
    880,
    1.5,
    person(personLook(rng, { top: "#3e6e9c", skin: "#e2b793", hold: "bag", bagColor: "#2f3433", hairStyle: "short" })),
  );
  return out;
};

function sleeveArm(x0: number, y0: number, x1: number, y1: number, sleeve: string): string {
  return stroke(`M${x0} ${y0}Q${(x0 + x1) / 2} ${Math.max(y0, y1) + 60} ${x1} ${y1}`, sleeve, 46);
}

const handshake: Draw = (d, rng) => {
  let out = room(d, "#e9efe9", "#c9b79a", 640);
  out += cityWindow(d, rng, 260, 70, 1080, 420, 4);
  out += at(1480, 640, 1, potPlant(C.leaf, C.gold));
  const a = personLook(rng, { top: C.navy, skin: "#6f4630", hairStyle: "short" });
  const b = personLook(rng, { top: C.gold, skin: "#f1cdb0", hairStyle: "long", hair: "#5b3b27" });
  out += at(470, 760, 3.2, bust(a));
  out += at(1130, 760, 3.2, bust(b));
  // Arms reaching to the middle and the clasped hands.
  out += sleeveArm(600, 600, 770, 560, shade(a.top, -0.1));
  out += sleeveArm(1000, 600, 830, 560, shade(b.top, -0.1));
  out += rect(744, 540, 18, 44, C.white, 6) + rect(838, 540, 18, 44, C.white, 6);
  out +=
    ellipse(792, 558, 34, 24, a.skin) +
    ellipse(812, 562, 34, 22, b.skin) +
    stroke("M796 548q10 10 0 24", shade(b.skin, -0.15), 3);
  // Desk in front.
  out += rect(0, 720, W, 180, "#a9825a") + rect(0, 720, W, 18, "#bf956a");
  out += g(rect(0, 0, 260, 180, C.white, 4) + textLines(24, 24, 200, 6, "#d6dde0", 24), {
    transform: "translate(560 740) rotate(-4)",
  });
  out += g(rect(0, -8, 220, 16, C.navy, 8) + rect(30, -12, 70, 6, C.gold, 3), {
    transform: "translate(900 820) rotate(-10)",
  });
  return out;
};

const conference: Draw = (d, rng) => {
  let out = rect(0, 0, W, H, d.lin(["#17233a", "#24344f"]));
  for (const x of [300, 800, 1300])
    out += path(`M${x - 30} 0L${x + 30} 0L${x + 200} 640L${x - 200} 640Z`, "#fff6d8", { opacity: 0.07 });
  out += rect(320, 80, 960, 440, "#0f1a2c", 10) + rect(340, 100, 920, 400, "#f3f6f5", 6);
  out += bars(420, 440, [120, 170, 150, 230, 280], 90, 60, [C.green300, C.green500, C.green700, C.green700, C.gold]);
  out += stroke("M460 340L610 290L760 300L910 220L1060 170", C.gold, 6) + rect(420, 130, 260, 20, "#cfd5da", 10);
  out += rect(0, 560, W, 80, "#3b2f2a") + rect(0, 560, W, 12, "#5a473c");
  out += at(
    520,
    600,
    1.55,
    person(personLook(rng, { top: C.green700, skin: "#8a5a3c", hold: "point", hairStyle: "short" })),
  );
  out += at(
    520,
    640,
    1,
    path("M-70 -170L70 -170L56 0L-56 0Z", "#2f3433") +
      rect(-80, -184, 160, 18, "#4a4f57", 4) +
      at(0, -90, 0.4, shield(C.green900, C.gold, false)),
  );
  // The audience.
  const rows = [
    { y: 760, s: 1.3, n: 9 },
    { y: 860, s: 1.6, n: 7 },
    { y: 980, s: 2, n: 6 },
  ];
  for (const r of rows) {
    for (let i = 0; i < r.n; i++) {
      const x = ((i + 0.5 + (r.n % 2 ? 0 : 0.25)) * W) / r.n + rng.range(-20, 20);
      out += at(
        x,
        r.y,
        r.s,
        bust(personLook(rng, { top: rng.pick(["#3b3e42", C.navy, C.green700, "#5b6470", "#7b3a6b", C.gold]) }), true),
      );
    }
  }
  return out;
};

function whiteboard(): string {
  let out = rect(0, 0, 760, 420, "#c9ccd1", 8) + rect(12, 12, 736, 396, C.white, 4);
  out +=
    rect(60, 60, 140, 70, "none", 10, { stroke: C.green700, "stroke-width": 5 }) +
    rect(300, 60, 140, 70, "none", 10, { stroke: C.green700, "stroke-width": 5 }) +
    rect(300, 200, 140, 70, "none", 10, { stroke: "#3e6e9c", "stroke-width": 5 });
  out += stroke("M200 95L290 95M282 85l10 10l-10 10M370 130L370 190M360 182l10 10l10 -10", "#2f3433", 4);
  out +=
    circle(130, 250, 60, "none", { stroke: C.red, "stroke-width": 5 }) + stroke("M130 190L130 250L180 280", C.red, 5);
  out +=
    stroke("M520 330L520 80M520 330L710 330", "#2f3433", 4) +
    stroke("M540 300L590 240L630 270L700 140", C.green700, 6) +
    path("M690 130l20 0l-6 20z", C.green700);
  out += rect(40, 420, 680, 14, "#aeb4b9", 4) + rect(80, 412, 50, 10, C.red, 4) + rect(140, 412, 50, 10, C.green700, 4);
  return out;
}

const workshop: Draw = (d, rng) => {
  let out = room(d, "#eef0ea", "#cbbfa8", 720);
  out += at(0, 0, 1, g(whiteboard(), { transform: "translate(300 120)" }));
  out += at(
    1300,
    700,
    1,
    stroke("M-90 0L-40 -420M90 0L40 -420M0 -420L0 20", "#8a6a4a", 8) +
      rect(-110, -480, 220, 280, C.white, 4) +
      stroke("M-80 -430L60 -430M-80 -400L40 -400M-80 -370L70 -370", "#3e6e9c", 5) +
      bars(-70, -230, [40, 70, 100], 36, 16, [C.gold]),
  );
  out += at(
    1140,
    760,
    1.7,
    person(
      personLook(rng, {
        top: C.green700,
        skin: "#c68e63",
        hold: "point",
        hairStyle: "long",
        hair: "#1b1716",
        skirt: true,
        bottom: C.navy,
      }),
    ),
    true,
  );
  // Tables with attendees seen from behind.
  out += rect(80, 780, 640, 30, "#bf956a", 4) + rect(880, 780, 640, 30, "#bf956a", 4);
  out +=
    rect(150, 740, 120, 40, "#c9ced6", 4) +
    rect(1000, 750, 90, 30, C.white, 2) +
    rect(1330, 740, 120, 40, "#c9ced6", 4);
  const xs = [200, 440, 640, 960, 1200, 1420];
  xs.forEach((x) => {
    out += at(
      x,
      960,
      2,
      bust(personLook(rng, { top: rng.pick([C.navy, C.gold, "#5b6470", "#7b3a6b", C.green500, C.white]) }), true),
    );
  });
  return out;
};

function trophy(d: Defs): string {
  const gold = d.lin(["#f3d27a", "#c9962f", "#a77a22"], 0, 0, 1, 0);
  return (
    rect(-110, -60, 220, 60, "#2b2d30", 6) +
    rect(-90, -110, 180, 50, "#3b3e42", 6) +
    rect(-60, -90, 120, 14, C.gold, 3) +
    path("M-30 -110L30 -110L20 -170L-20 -170Z", gold) +
    rect(-40, -186, 80, 18, gold, 4) +
    stroke("M-110 -390Q-190 -380 -170 -310Q-150 -260 -90 -250", "#c9962f", 16) +
    stroke("M110 -390Q190 -380 170 -310Q150 -260 90 -250", "#c9962f", 16) +
    path("M-130 -420L130 -420Q130 -230 0 -190Q-130 -230 -130 -420Z", gold) +
    rect(-140, -430, 280, 24, "#e0b454", 8) +
    path("M-80 -400Q-84 -300 -30 -240", "none", {
      stroke: "#fff3c4",
      "stroke-width": 10,
      opacity: 0.7,
      "stroke-linecap": "round",
    }) +
    path("M0 -370l14 28l30 4l-22 20l6 30l-28 -16l-28 16l6 -30l-22 -20l30 -4z", "#fff3c4", { opacity: 0.8 })
  );
}

const award: Draw = (d, rng) => {
  let out = rect(0, 0, W, H, d.lin(["#0f1a2c", "#1f2a40"]));
  // Curtains.
  for (const side of [0, 1]) {
    const x0 = side ? W - 260 : 0;
    for (let i = 0; i < 5; i++) out += rect(x0 + i * 52, 0, 52, H, i % 2 ? "#6e1f2b" : "#85283a");
  }
  out +=
    rect(0, 0, W, 70, "#6e1f2b") +
    path(
      `M0 70${Array.from({ length: 16 }, (_, i) => `Q${i * 100 + 50} 120 ${(i + 1) * 100} 70`).join("")}L${W} 0L0 0Z`,
      "#85283a",
    );
  // Spotlight beams.
  out += path("M500 0L560 0L920 720L640 720Z", "#fff6d8", { opacity: 0.14 });
  out += path("M1040 0L1100 0L960 720L680 720Z", "#fff6d8", { opacity: 0.14 });
  out += path("M780 0L820 0L940 720L660 720Z", "#fff6d8", { opacity: 0.1 });
  out += rect(0, 700, W, 200, "#2a2230") + ellipse(800, 720, 380, 50, "#fff6d8", { opacity: 0.18 });
  out += rect(600, 640, 400, 80, "#3b3e42", 6) + rect(640, 580, 320, 70, "#4a4f57", 6);
  out += at(800, 590, 1, trophy(d));
  for (let i = 0; i < 70; i++) {
    const x = rng.range(300, 1300);
    const y = rng.range(80, 640);
    out += rect(x, y, 10, 16, rng.pick([C.gold, C.goldLight, C.green300, C.white]), 2, {
      transform: `rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})`,
      opacity: 0.85,
    });
  }
  return out;
};

export const indoorScenes: Record<string, Draw> = {
  boardroom,
  rating,
  equipment,
  fire,
  blueprints,
  parts,
  documents,
  dashboard,
  learning,
  reception,
  handshake,
  conference,
  workshop,
  award,
};

export { dashboardScreen, courseScreen, sky };
