/** Response shapes from docs/api.md that more than one feature reads. */
export interface Category {
  id: number;
  title: string;
  slug: string;
  image: string | null;
  metaTitle: string;
  metaDescription: string;
}

export interface State {
  id: number;
  state: string;
}

export interface District {
  id: number;
  district: string;
  slug: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdImage {
  url: string;
  thumbUrl: string;
}

export interface TimeSlot {
  id: number;
  label: string;
  startTime: string;
  endTime: string;
}

export interface AdSummary {
  id: number;
  title: string;
  slug: string;
  thumbUrl: string | null;
  category: { id: number; title: string; slug: string };
  location: { id: number; state: string; district: string; slug: string };
  age: number;
  createdAt: string;
  promoted: boolean;
  featuredNow: boolean;
}

export interface AdDetail extends AdSummary {
  description: string;
  images: AdImage[];
  /** The seller's first name; the phone number comes from reveal-phone */
  sellerName: string;
  expiresAt: string | null;
  views: number;
}

/** Some list endpoints may still answer with a bare array; treat it as one page. */
export function asPage<T>(answer: Page<T> | T[]): Page<T> {
  return Array.isArray(answer) ? { items: answer, total: answer.length, page: 1, pageSize: answer.length } : answer;
}
