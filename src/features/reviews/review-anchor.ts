/** The element id a review link points at (spec §9): "review-" and the first 8 characters of its id. */
export const REVIEW_ANCHOR_ID_LENGTH = 8;

export const reviewAnchor = (id: string) => `review-${id.slice(0, REVIEW_ANCHOR_ID_LENGTH)}`;
