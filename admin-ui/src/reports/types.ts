/** A report as the admin API answers it. */
export interface Report {
  id: number;
  adId: number;
  adTitle: string;
  adStatus: string;
  reason: string;
  details: string | null;
  status: 'OPEN' | 'RESOLVED' | 'DISMISSED';
  createdAt: string;
  resolvedAt: string | null;
}
