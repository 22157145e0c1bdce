/**
 * Population of each province in thousands (TÜİK, address-based register, end of 2023, rounded), by plate code: the
 * weight with which the scale data set (db/scale) places venues. Approximate on purpose: only the proportions matter.
 */
export const provincePopulation: Record<number, number> = {
  1: 2270,
  2: 610,
  3: 750,
  4: 510,
  5: 340,
  6: 5800,
  7: 2700,
  8: 170,
  9: 1160,
  10: 1270,
  11: 230,
  12: 280,
  13: 360,
  14: 320,
  15: 270,
  16: 3200,
  17: 560,
  18: 200,
  19: 520,
  20: 1060,
  21: 1820,
  22: 420,
  23: 600,
  24: 240,
  25: 750,
  26: 910,
  27: 2160,
  28: 450,
  29: 150,
  30: 280,
  31: 1540,
  32: 450,
  33: 1920,
  34: 15650,
  35: 4480,
  36: 270,
  37: 380,
  38: 1440,
  39: 370,
  40: 240,
  41: 2100,
  42: 2320,
  43: 580,
  44: 740,
  45: 1460,
  46: 1120,
  47: 870,
  48: 1050,
  49: 400,
  50: 310,
  51: 370,
  52: 760,
  53: 340,
  54: 1100,
  55: 1370,
  56: 330,
  57: 220,
  58: 640,
  59: 1140,
  60: 600,
  61: 820,
  62: 90,
  63: 2170,
  64: 370,
  65: 1130,
  66: 420,
  67: 590,
  68: 430,
  69: 85,
  70: 260,
  71: 280,
  72: 640,
  73: 560,
  74: 200,
  75: 90,
  76: 200,
  77: 300,
  78: 250,
  79: 150,
  80: 560,
  81: 410,
};

/**
 * How many of `total` venues each province gets: proportional to its population by the largest-remainder method, at
 * least one each when there are at least 81 venues. Returned as one plate code per venue, in plate order.
 */
export function apportionProvinces(total: number): number[] {
  const plates = Object.keys(provincePopulation).map(Number);
  const floor = total >= plates.length ? 1 : 0;
  const rest = total - floor * plates.length;
  const sum = plates.reduce((a, p) => a + provincePopulation[p]!, 0);
  const shares = plates.map((p) => {
    const exact = (rest * provincePopulation[p]!) / sum;
    return { p, n: floor + Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = total - shares.reduce((a, s) => a + s.n, 0);
  for (const s of [...shares].sort((a, b) => b.remainder - a.remainder || a.p - b.p)) {
    if (left-- <= 0) break;
    s.n++;
  }
  return shares.flatMap((s) => Array<number>(s.n).fill(s.p));
}
