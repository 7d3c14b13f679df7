/** An ad as the admin resource returns it (the fields the screens use). */
export interface Ad {
  id: number;
  title: string;
  description: string;
  category: string;
  location: string;
  state: string;
  userName: string;
  sellerEmail: string;
  status: 'ACTIVE' | 'INACTIVE';
  verifiedEmail: boolean;
  views: number;
  createdAt: string;
}

export const STATUS_CHOICES = [
  { id: 'ACTIVE', name: 'Activated' },
  { id: 'INACTIVE', name: 'Inactivated' },
];
