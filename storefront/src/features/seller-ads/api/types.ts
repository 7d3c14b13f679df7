import type { AdDetail, TimeSlot } from '../../../api/types';
import { normalisePhone } from '../../../lib/validation';

export interface MyAd extends AdDetail {
  phone: string;
  /** How many signed-in visitors asked for the number */
  phoneReveals: number;
  status: 'ACTIVE' | 'INACTIVE';
  promotedUntil: string | null;
  slot: TimeSlot | null;
  expired: boolean;
}

/** What the ad form collects; sent as multipart with the photos under `images`. */
export interface AdInput {
  title: string;
  description: string;
  categoryId: number;
  locationId: number;
  phone: string;
  age: number;
  /** New photos; on update, sending any replaces all the old ones. */
  images: File[];
}

export function toFormData(input: AdInput): FormData {
  const data = new FormData();
  data.append('title', input.title.trim());
  data.append('description', input.description.trim());
  data.append('categoryId', String(input.categoryId));
  data.append('locationId', String(input.locationId));
  data.append('phone', normalisePhone(input.phone));
  data.append('age', String(input.age));
  input.images.forEach((file) => data.append('images', file, file.name));
  return data;
}
