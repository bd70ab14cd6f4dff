// The page a label is printed on through a driver (issue 29.1). A driver prints every document
// on a page it knows, and its default page is only a guess made by whoever wrote the PPD
// (Debian's Zebra ZPL and EPL2 PPDs default to 4 × 5 in, 101.6 × 127 mm): a 100 × 150 mm label
// on that page comes out cut or shrunk. So the page proposed is the one the driver offers that is
// nearest to the label the station prints, never the driver's default:
// - the smallest offered page that holds the label (each side at least the label's, within
//   HOLDS_MM) and is no more than NEAR_MM larger on either side: 4 × 6 in (101.6 × 152.4 mm) for
//   100 × 150 mm, the label printed on it at 100 % with 0.8 and 1.2 mm of blank around it;
// - otherwise, when the driver takes any size (Custom.WIDTHxHEIGHT), the label's own size;
// - otherwise the offered page nearest in size, for the operator to see beside the label's
//   (the panel shows both before anything is saved).
// Pages turned the other way (6 × 4 in for a 4 × 6 label) are not matched: the label would be
// printed across the roll.

/** A size in millimetres, width across the roll. */
export interface SizeMm {
  widthMm: number;
  heightMm: number;
}

/** A page a driver offers, by its name in the driver ("w288h432", "A6"). */
export interface OfferedPage extends SizeMm {
  name: string;
}

/** The media proposed for a label: a page the driver offers (named), or the label's own size. */
export type MatchedMedia = SizeMm & ({ from: 'driver-page'; page: string } | { from: 'label' });

/** How much smaller than the label a page may be and still hold it (PPD sizes are rounded to points). */
const HOLDS_MM = 0.5;
/** How much larger than the label, on either side, a page may be and still be its page. */
const NEAR_MM = 10;

export function matchLabelMedia(label: SizeMm, pages: readonly OfferedPage[], takesAnySize: boolean): MatchedMedia {
  const excess = (page: SizeMm) => Math.max(page.widthMm - label.widthMm, page.heightMm - label.heightMm);
  const holding = pages
    .filter((page) => page.widthMm >= label.widthMm - HOLDS_MM && page.heightMm >= label.heightMm - HOLDS_MM)
    .filter((page) => excess(page) <= NEAR_MM)
    .sort((a, b) => excess(a) - excess(b) || a.widthMm * a.heightMm - b.widthMm * b.heightMm);
  const held = holding[0];
  if (held) return onPage(held);
  if (takesAnySize || pages.length === 0) return { ...size(label), from: 'label' };
  const distance = (page: SizeMm) => Math.hypot(page.widthMm - label.widthMm, page.heightMm - label.heightMm);
  const nearest = [...pages].sort((a, b) => distance(a) - distance(b))[0]!;
  return onPage(nearest);
}

const size = ({ widthMm, heightMm }: SizeMm): SizeMm => ({ widthMm, heightMm });
const onPage = (page: OfferedPage): MatchedMedia => ({ ...size(page), from: 'driver-page', page: page.name });
