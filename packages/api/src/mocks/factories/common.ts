import type { Random } from '../random';

/** Shared generators of Nigerian-market seed data; domain factories build on them. */
export const FIRST_NAMES = [
  'Adaeze',
  'Chinedu',
  'Tunde',
  'Ngozi',
  'Emeka',
  'Funmilayo',
  'Ibrahim',
  'Aisha',
  'Segun',
  'Kelechi',
  'Yetunde',
  'Obinna',
  'Halima',
  'Babatunde',
  'Chiamaka',
  'Musa',
] as const;
export const LAST_NAMES = [
  'Okafor',
  'Adeyemi',
  'Bello',
  'Eze',
  'Ogunleye',
  'Nwosu',
  'Abubakar',
  'Balogun',
  'Okonkwo',
  'Adebayo',
  'Umar',
  'Ibekwe',
  'Oladipo',
  'Danjuma',
] as const;
export const BUSINESS_NAMES = [
  'Lagos Fresh Foods Ltd',
  'Naija Threads Enterprise',
  'Abuja Tech Hub',
  'Kano Grains Co-operative',
  'Ibadan Pharmacy Plus',
  'Enugu Auto Parts',
  'Port Harcourt Logistics',
  'Calabar Crafts',
] as const;
export const BANKS = [
  { id: '1', name: 'Access Bank', bankCode: '044' },
  { id: '2', name: 'Guaranty Trust Bank', bankCode: '058' },
  { id: '3', name: 'First Bank of Nigeria', bankCode: '011' },
  { id: '4', name: 'United Bank for Africa', bankCode: '033' },
  { id: '5', name: 'Zenith Bank', bankCode: '057' },
  { id: '6', name: 'Wema Bank', bankCode: '035' },
  { id: '7', name: 'Stanbic IBTC Bank', bankCode: '221' },
  { id: '8', name: 'Kuda Microfinance Bank', bankCode: '50211' },
] as const;

export function personName(random: Random) {
  return { firstName: random.pick(FIRST_NAMES), lastName: random.pick(LAST_NAMES) };
}

export function emailFor(
  firstName: string,
  lastName: string,
  random: Random,
  domain = 'gmail.com',
) {
  return `${firstName}.${lastName}${random.int(1, 99)}@${domain}`.toLowerCase();
}

/** A Nigerian mobile number: +234 and 10 digits starting 70, 80, 81, 90 or 91. */
export function mobileNumber(random: Random) {
  return `+234${random.pick(['70', '80', '81', '90', '91'])}${random.digits(8)}`;
}

/** An 11-digit BVN starting with 22, like real ones. */
export function bvn(random: Random) {
  return `22${random.digits(9)}`;
}

/** A 10-digit NUBAN account number. */
export function accountNumber(random: Random) {
  return `${random.int(1, 9)}${random.digits(9)}`;
}

export function maskedPan(random: Random) {
  return `${random.pick(['539983', '506099', '418742'])}******${random.digits(4)}`;
}

export function reference(prefix: string, random: Random) {
  return `${prefix}-${random.digits(6)}${random.int(100000, 999999)}`;
}

/** An ISO date `daysAgo` days (plus some minutes) before `now`. */
export function daysAgo(now: Date, days: number, random: Random) {
  return new Date(now.getTime() - days * 86_400_000 - random.int(0, 86_399) * 1000).toISOString();
}

/** Money with 2 decimals in a range. */
export function amount(random: Random, min: number, max: number) {
  return Math.round((min + random.next() * (max - min)) * 100) / 100;
}
