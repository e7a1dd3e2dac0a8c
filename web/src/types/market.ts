// The AI token market (docs/api-learning-contract.md, "Market: AI tokens").
import type { Schema } from './schema';

export type TokenPackage = Schema<'TokenPackage'>;
export type TokenOrder = Schema<'TokenOrder'>;
export type PlacedOrder = Schema<'PlacedOrder'>;
/** One move of the balance; `tokens` is positive, `kind` tells its direction. */
export type TokenMovement = Schema<'TokenMovement'>;
/** GET /api/market/ai-tokens/: a job seeker sees the packages, `balance: null`, `can_buy: false`. */
export type AiTokens = Schema<'AiTokens'>;
