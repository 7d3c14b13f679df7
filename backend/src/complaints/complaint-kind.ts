/** What a complaint is about (issue 41). */
export enum ComplaintKind {
  UnlawfulContent = 'UNLAWFUL_CONTENT',
  /** Content showing the complainant's private area or intimate acts (IT Rules 2021 rule 3(2)(b): removed within 24 hours). */
  IntimateImage = 'INTIMATE_IMAGE',
  /** An ad pretending to be the complainant (rule 3(2)(b) as well). */
  Impersonation = 'IMPERSONATION',
  Copyright = 'COPYRIGHT',
  Privacy = 'PRIVACY',
  Other = 'OTHER',
}

/** Kinds about a piece of the site's content: they name an ad or a page. */
export const CONTENT_KINDS: readonly ComplaintKind[] = [ComplaintKind.UnlawfulContent, ComplaintKind.IntimateImage, ComplaintKind.Impersonation, ComplaintKind.Copyright];

/** Kinds whose ad leaves the site at once and must be removed within 24 hours; a photo taken down for them cannot come back. */
export const REMOVAL_KINDS: readonly ComplaintKind[] = [ComplaintKind.IntimateImage, ComplaintKind.Impersonation];
