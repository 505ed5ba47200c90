/**
 * GET /halls/ and /halls/detail/: the exhibition's hall plans (issue 33). Geometry only, in decimetres as
 * integers (a flat [x1, y1, x2, y2, …] per polygon): short on the wire, exact enough to walk by, and
 * nothing of the organiser's SVG file. The exhibitors on a stand come from the catalogue the device
 * already holds, matched by stand number.
 */
import * as v from 'valibot';

export const SHAPE_KINDS = ['stand', 'wall', 'entrance', 'door', 'service', 'room'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

const Polygon = v.array(v.number());

export const HallShapeSchema = v.object({
  /** Kind. */
  k: v.picklist(SHAPE_KINDS),
  /** Polygon, decimetres. */
  p: Polygon,
  /** Stand number (stands). */
  s: v.optional(v.string()),
  /** Name (entrances, services, rooms). */
  n: v.optional(v.string()),
  /** The hall a door leads to. */
  to: v.optional(v.string()),
});
export type HallShape = v.InferOutput<typeof HallShapeSchema>;

export const HallSummarySchema = v.object({
  key: v.string(),
  name: v.string(),
  /** Stand shapes on the plan. */
  stands: v.number(),
  /** Exhibitors of the catalogue whose stand is on this plan. */
  exhibitors: v.number(),
  /** Width and height of the outline's bounding box, decimetres. */
  width: v.number(),
  height: v.number(),
});
export type HallSummary = v.InferOutput<typeof HallSummarySchema>;

/** In the organiser's order. Empty when the exhibition has no plans. */
export const HallsResponseSchema = v.array(HallSummarySchema);

export const HallPlanSchema = v.object({
  key: v.string(),
  name: v.string(),
  /** The outline, decimetres; the plan's origin is its bounding box's top-left corner. Width and height in decimetres. */
  outline: Polygon,
  width: v.number(),
  height: v.number(),
  shapes: v.array(HallShapeSchema),
});
export type HallPlan = v.InferOutput<typeof HallPlanSchema>;
