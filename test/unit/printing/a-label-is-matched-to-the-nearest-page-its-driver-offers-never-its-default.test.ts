// Issue 29.1: the media detection proposes for a driver printer is the label the station prints
// (100 × 150 mm, or another label size), matched to the nearest page the driver offers, never the
// driver's default page. The pages are read from `lpoptions -l` as Debian's Zebra PPDs list them
// (copied from `lpoptions -p <queue> -l` of drv:///sample.drv/zebra.ppd, CUPS 2.4).
import { describe, expect, it } from 'vitest';
import { matchLabelMedia, parseLpOptions } from '../../../electron/main/printing';

const ZEBRA_ZPL_PPD = [
  'PageSize/Media Size: A4 A5 A5Rotated w90h18 w90h162 w108h18 w108h36 w108h72 w108h144 w142h227 w144h26 w144h36 w144h72 w144h90 w144h288 w144h396 w162h36 w162h90 w162h288 w162h396 w171h396 w180h72 w180h144 w198h90 w216h72 w216h90 w216h144 w216h288 w216h216 w216h360 w216h432 w216h576 w234h144 w234h360 w234h396 w234h419 w234h563 w252h72 w288h72 w288h144 w288h180 w288h216 w288h288 *w288h360 w288h432 w288h468 w288h576 w288h936 w432h72 w432h144 w432h216 w432h288 w432h360 w432h432 w432h468 w432h576 w576h72 w576h144 w576h216 w576h288 w576h360 w576h432 w576h468 w595h72 Custom.WIDTHxHEIGHT',
  'Resolution/Resolution: *203dpi 300dpi 600dpi',
  'zeMediaTracking/Media Tracking: Continuous *Web Mark',
].join('\n');

const zebra = parseLpOptions(ZEBRA_ZPL_PPD);
const label = (widthMm: number, heightMm: number) => ({ widthMm, heightMm });

describe("a driver's pages", () => {
  it('are every PageSize choice with its size in mm, its default apart, and whether it takes any size', () => {
    expect(zebra.pageMm).toEqual({ width: 101.6, height: 127 });
    expect(zebra.pages).toHaveLength(64);
    expect(zebra.pages).toContainEqual({ name: 'w288h432', widthMm: 101.6, heightMm: 152.4 });
    expect(zebra.pages).toContainEqual({ name: 'A5Rotated', widthMm: 210, heightMm: 148 });
    expect(zebra.customPages).toBe(true);
    expect(parseLpOptions('PageSize/Media Size: *w288h432 Letter\n')).toMatchObject({
      pages: [
        { name: 'w288h432', widthMm: 101.6, heightMm: 152.4 },
        { name: 'Letter', widthMm: 215.9, heightMm: 279.4 },
      ],
      customPages: false,
    });
    expect(parseLpOptions('', 'lpoptions: Unable to get PPD file for X: Not Found')).toMatchObject({
      pages: [],
      customPages: false,
    });
  });
});

describe('the page proposed for a label', () => {
  it('is the smallest page that holds it: 4 × 6 in for 100 × 150 mm, not the 4 × 5 in default', () => {
    expect(matchLabelMedia(label(100, 150), zebra.pages, zebra.customPages)).toEqual({
      widthMm: 101.6,
      heightMm: 152.4,
      from: 'driver-page',
      page: 'w288h432',
    });
    // Other labels a loja may print: 4 × 4 in for 100 × 100 mm, 3 × 5 in for 75 × 125 mm.
    expect(matchLabelMedia(label(100, 100), zebra.pages, true)).toMatchObject({ page: 'w288h288' });
    expect(matchLabelMedia(label(75, 125), zebra.pages, true)).toMatchObject({ page: 'w216h360' });
  });

  it('is a page a hair smaller than the label (sizes in whole points), never one turned across the roll', () => {
    const pages = [
      { name: 'w283h425', widthMm: 99.8, heightMm: 149.9 },
      { name: 'w432h288', widthMm: 152.4, heightMm: 101.6 },
    ];
    expect(matchLabelMedia(label(100, 150), pages, false)).toMatchObject({ page: 'w283h425' });
    expect(matchLabelMedia(label(100, 150), [pages[1]!], true)).toEqual({ widthMm: 100, heightMm: 150, from: 'label' });
  });

  it("is the label's own size when no page is near it and the driver takes any size", () => {
    const far = [{ name: 'A4', widthMm: 210, heightMm: 297 }];
    expect(matchLabelMedia(label(100, 150), far, true)).toEqual({ widthMm: 100, heightMm: 150, from: 'label' });
    expect(matchLabelMedia(label(100, 150), [], false)).toEqual({ widthMm: 100, heightMm: 150, from: 'label' });
  });

  it('is the nearest page the driver offers when it takes no other size, for the operator to see beside the label', () => {
    const pages = [
      { name: 'w288h360', widthMm: 101.6, heightMm: 127 },
      { name: 'A4', widthMm: 210, heightMm: 297 },
    ];
    expect(matchLabelMedia(label(100, 150), pages, false)).toEqual({
      widthMm: 101.6,
      heightMm: 127,
      from: 'driver-page',
      page: 'w288h360',
    });
  });
});
