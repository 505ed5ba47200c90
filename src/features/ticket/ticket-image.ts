/**
 * The saved ticket: a PNG drawn on the device from the same bars as the screen, so it works offline and
 * opens from the phone's photo gallery at the gate. PNG rather than PDF: a gallery image is what people
 * show at an entrance, it needs no library, and a PDF made with jsPDF would need a Cyrillic and a CJK
 * font embedded (its standard fonts have neither) or would only wrap this same image. Bars are drawn at
 * a whole number of pixels per module, so every bar has exactly the right width in the file.
 */
import type { Ticket } from '../../contract/ticket';
import { encodeCode128 } from './code128';

export type TicketImageText = {
  heading: string;
  exhibition: string;
  dates: string;
  nameLabel: string;
  companyLabel: string;
  numberLabel: string;
};

const WIDTH = 1200;
const PAD = 72;
const MODULE_PX_MAX = 8;
const BAR_HEIGHT = 300;
const INK = '#000000';
const MUTED = '#4f5b69';
const BAND = '#003761';

/** Splits text into lines that fit; words first, then characters (Chinese has no spaces). */
function wrap(context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (piece: string, separator: string) => {
    const next = line ? `${line}${separator}${piece}` : piece;
    if (context.measureText(next).width <= maxWidth || !line) line = next;
    else {
      lines.push(line);
      line = piece;
    }
  };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (context.measureText(word).width <= maxWidth) push(word, ' ');
    else for (const [index, char] of Array.from(word).entries()) push(char, index === 0 ? ' ' : '');
  }
  if (line) lines.push(line);
  return lines;
}

export function drawTicket(canvas: HTMLCanvasElement, ticket: Ticket, text: TicketImageText, fontFamily: string) {
  const { bars, modules } = encodeCode128(ticket.registration_number);
  const modulePx = Math.max(2, Math.min(MODULE_PX_MAX, Math.floor((WIDTH - 2 * PAD) / modules)));
  const barcodeWidth = modules * modulePx;
  const font = (size: number, weight = 400) => `${weight} ${size}px ${fontFamily}`;
  const name = [ticket.last_name, ticket.first_name, ticket.patronymic_name].filter(Boolean).join(' ');

  // Measure first on a scratch context, then size the canvas (resizing clears it).
  const measure = canvas.getContext('2d');
  if (!measure) throw new Error('2D canvas is not available');
  measure.font = font(56, 700);
  const nameLines = wrap(measure, name, WIDTH - 2 * PAD);
  measure.font = font(40);
  const companyLines = ticket.company ? wrap(measure, ticket.company, WIDTH - 2 * PAD) : [];
  const bandHeight = 220;
  const height =
    bandHeight +
    80 +
    16 +
    nameLines.length * 68 +
    64 +
    (companyLines.length ? 16 + companyLines.length * 52 : 0) +
    80 +
    BAR_HEIGHT +
    130 +
    PAD;

  canvas.width = WIDTH;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas is not available');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, height);
  context.fillStyle = BAND;
  context.fillRect(0, 0, WIDTH, bandHeight);
  context.textBaseline = 'alphabetic';
  context.fillStyle = '#ffffff';
  context.font = font(34);
  context.fillText(text.heading.toUpperCase(), PAD, 80, WIDTH - 2 * PAD);
  context.font = font(52, 700);
  context.fillText(text.exhibition, PAD, 146, WIDTH - 2 * PAD);
  context.font = font(34);
  context.fillText(text.dates, PAD, 196, WIDTH - 2 * PAD);

  let y = bandHeight + 80;
  const label = (value: string) => {
    context.fillStyle = MUTED;
    context.font = font(30);
    context.fillText(value, PAD, y);
    y += 16;
  };
  label(text.nameLabel);
  context.fillStyle = INK;
  context.font = font(56, 700);
  for (const line of nameLines) {
    y += 56;
    context.fillText(line, PAD, y);
    y += 12;
  }
  y += 64;
  if (companyLines.length) {
    label(text.companyLabel);
    context.fillStyle = INK;
    context.font = font(40);
    for (const line of companyLines) {
      y += 42;
      context.fillText(line, PAD, y);
      y += 10;
    }
  }
  y += 80;

  const left = Math.round((WIDTH - barcodeWidth) / 2);
  context.fillStyle = INK;
  for (const bar of bars) context.fillRect(left + bar.x * modulePx, y, bar.width * modulePx, BAR_HEIGHT);
  y += BAR_HEIGHT + 70;
  context.textAlign = 'center';
  context.font = font(52, 700);
  context.fillText(ticket.registration_number, WIDTH / 2, y);
  context.fillStyle = MUTED;
  context.font = font(28);
  context.fillText(text.numberLabel, WIDTH / 2, y + 48);
}

export function ticketPng(ticket: Ticket, text: TicketImageText, fontFamily: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  drawTicket(canvas, ticket, text, fontFamily);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}

/** A file name that is safe on every system: the registration number is letters, digits and dashes. */
export const ticketFileName = (registrationNumber: string) => `ticket-${registrationNumber.replace(/[^\w-]+/g, '_')}.png`;
