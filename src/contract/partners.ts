/** GET /partners/ (spec §3 "Partner groups"). */
import * as v from 'valibot';

export const PartnerCompanySchema = v.object({ id: v.number(), title: v.string(), logo: v.string(), link: v.string() });
export type PartnerCompany = v.InferOutput<typeof PartnerCompanySchema>;

export const PartnerGroupSchema = v.object({ id: v.number(), title: v.string(), partner_companies: v.array(PartnerCompanySchema) });
export type PartnerGroup = v.InferOutput<typeof PartnerGroupSchema>;

export const PartnersResponseSchema = v.object({ partner_groups: v.array(PartnerGroupSchema) });
export type PartnersResponse = v.InferOutput<typeof PartnersResponseSchema>;
