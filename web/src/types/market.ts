// The AI token market (docs/api-learning-contract.md, "Market: AI tokens").

export type TokenPackage = { id: string; tokens: number; price: string; currency: string };

export type OrderStatus = 'pending' | 'paid' | 'cancelled';

export type TokenOrder = {
  id: string;
  package_id: string;
  tokens: number;
  price: string;
  currency: string;
  status: OrderStatus;
  created_at: string;
  paid_at: string | null;
};

export type TokenMoveKind = 'credit' | 'charge' | 'refund';
export type TokenPurpose = 'order' | 'ai_teacher' | 'ai_proposal';

/** One move of the balance; `tokens` is positive, `kind` tells its direction. */
export type TokenMove = {
  at: string;
  kind: TokenMoveKind;
  tokens: number;
  balance_after: number;
  purpose: TokenPurpose;
  order_id: string | null;
};

/** GET /api/market/ai-tokens/: a job seeker sees the packages, `balance: null`, `can_buy: false`. */
export type AiTokens = {
  balance: number | null;
  can_buy: boolean;
  packages: TokenPackage[];
  orders: TokenOrder[];
  /** Newest first, at most 100. */
  history: TokenMove[];
};
