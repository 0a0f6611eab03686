import type { Static } from '@sinclair/typebox';
import type {
  LogicDraft,
  LogicRuleDraft,
  OptionValueDraft,
} from 'shared/contracts/serviceBuilder';
import type { OptionValueImage } from 'shared/contracts/serviceBuilderParts';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { loadOption, PART_MESSAGES } from './serviceBuilderParts';
import type { ServiceOwner } from './serviceOwner';

// The reads of one part of a saved option, beside its deletes: a choice, a choice's picture, the
// option's logic and one of its rules. The option is the owner's (404 otherwise, loadOption); a
// part that is not in it is 404 as well.

export const PART_READ_MESSAGES = {
  ...PART_MESSAGES,
  valueImage: 'This choice has no image.',
} as const;

type At = { owner: ServiceOwner; serviceId: number; optionId: number };
const optionAt = (db: Db, at: At) =>
  loadOption(db, at.owner, at.serviceId, at.optionId);

export async function readOptionValue(
  db: Db,
  at: At,
  valueId: number,
): Promise<OptionValueDraft> {
  const value = (await optionAt(db, at)).values.find((v) => v.id === valueId);
  if (!value) throw notFound(PART_READ_MESSAGES.value);
  return value;
}

export async function readOptionValueImage(
  db: Db,
  at: At,
  valueId: number,
): Promise<OptionValueImage> {
  const value = await readOptionValue(db, at, valueId);
  if (!value.image) throw notFound(PART_READ_MESSAGES.valueImage);
  return { id: value.id, image: value.image };
}

export async function readOptionLogic(
  db: Db,
  at: At,
  logicId: number,
): Promise<Static<typeof LogicDraft>> {
  const logic = (await optionAt(db, at)).logics.find((l) => l.id === logicId);
  if (!logic) throw notFound(PART_READ_MESSAGES.logic);
  return logic;
}

export async function readLogicRule(
  db: Db,
  at: At,
  ruleId: number,
): Promise<Static<typeof LogicRuleDraft>> {
  const rule = (await optionAt(db, at)).logics
    .flatMap((l) => l.rules)
    .find((r) => r.id === ruleId);
  if (!rule) throw notFound(PART_READ_MESSAGES.rule);
  return rule;
}
