import { z } from 'zod';
import { messages } from '../common/messages';
import { SUPPLY_TYPE_CODES } from './supply-type-labels';

export const supplyTypeSchema = z.enum(SUPPLY_TYPE_CODES, { error: messages.supplyTypeRequired });
