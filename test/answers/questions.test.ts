/**
 * The questions people ask (test/questions/): chat.json and chat2.json, written the way a team
 * asks in chat, public.json, and judged-*.json, fresh questions a blind reviewer wrote and judged.
 * Each is asked at the command-line prompt, as `ask <question>` on the bundled catalog, and the
 * printed answer must match every "expect" pattern and no "none" one. (A one-shot `benchbot ask`
 * per question would load the catalog each time; test/cli covers that path.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../commands/index.js';
import { answerLine } from '../../src/cli/prompt.js';
import { ask } from '../../src/answers/ask.js';
import { renderForTerminal, type Io } from '../../src/cli/run.js';
import { renderDiscord } from '../../src/render/discord.js';
import { bundledContext } from './contexts.js';

type Asked = { q: string; expect: string[]; none?: string[] };

/** One screen of a Discord channel, about: a description of some 20 lines and a few fields. */
const SCREEN_CHARACTERS = 2500;
const SCREEN_FIELDS = 6;

function questionsOf(file: string): Asked[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { questions: Asked[] }).questions;
}

/** What the prompt prints for `ask <question>`, its lines wrapped at `width` characters. */
function askAtPrompt(question: string, width: number): string {
  let out = '';
  const io: Io = { out: (text) => (out += text), err: (text) => (out += text), width };
  answerLine(`ask "${question.replace(/"/g, "'")}"`, registry, bundledContext(), io, renderForTerminal(io));
  return out;
}

/** A terminal's width, and one too wide to wrap a line, as a reply reads in Discord. */
const WIDTHS = [100, Number.MAX_SAFE_INTEGER] as const;

/**
 * The ways an answer falls short: a missing fact, or something a right answer must not say. A fact
 * is read wrapped as a terminal shows it or unwrapped as Discord does, so that where a line wraps
 * does not hide a phrase a reader sees ("the same\nunderlying corpus"); what must not be said is
 * read as the terminal prints it, lines and all, as its patterns were written against.
 */
function shortfalls({ q, expect: wanted, none = [] }: Asked): string[] {
  const [printed, unwrapped] = WIDTHS.map((width) => askAtPrompt(q, width));
  const found = (pattern: string, out = '') => new RegExp(pattern, 'i').test(out);
  return [
    ...wanted
      .filter((pattern) => !found(pattern, printed) && !found(pattern, unwrapped))
      .map((pattern) => `${q}: missing /${pattern}/`),
    ...none.filter((pattern) => found(pattern, printed)).map((pattern) => `${q}: says /${pattern}/`),
  ];
}

/**
 * The question files and the share each must answer right. The judged files are fresh questions a
 * reviewer wrote blind; their bar is what the answers reached when they were added, so that they
 * can only rise.
 */
describe.each([
  ['chat.json', 'test/questions/chat.json', 1],
  ['chat2.json', 'test/questions/chat2.json', 0.984],
  ['public.json', 'test/questions/public.json', 1],
  ['judged-1.json', 'test/questions/judged-1.json', 0.95],
  ['judged-2.json', 'test/questions/judged-2.json', 0.975],
  ['judged-3.json', 'test/questions/judged-3.json', 0.825],
  ['judged-4.json', 'test/questions/judged-4.json', 0.9],
  ['judged-5.json', 'test/questions/judged-5.json', 0.95],
  // judged-6, -66, -76 and -81 each hold a question judged on air_bench_2024's empty page alone; the
  // name "AIR-Bench 2024" is now answered by air_bench, the page that establishes it (judged-245).
  ['judged-6.json', 'test/questions/judged-6.json', 0.8],
  ['judged-7.json', 'test/questions/judged-7.json', 0.95],
  ['judged-8.json', 'test/questions/judged-8.json', 0.9],
  ['judged-9.json', 'test/questions/judged-9.json', 0.825],
  ['judged-10.json', 'test/questions/judged-10.json', 0.875],
  ['judged-11.json', 'test/questions/judged-11.json', 0.925],
  ['judged-12.json', 'test/questions/judged-12.json', 0.825],
  ['judged-13.json', 'test/questions/judged-13.json', 0.925],
  ['judged-14.json', 'test/questions/judged-14.json', 0.8],
  ['judged-15.json', 'test/questions/judged-15.json', 0.925],
  ['judged-16.json', 'test/questions/judged-16.json', 0.925],
  ['judged-17.json', 'test/questions/judged-17.json', 0.925],
  ['judged-18.json', 'test/questions/judged-18.json', 0.875],
  ['judged-19.json', 'test/questions/judged-19.json', 0.95],
  ['judged-20.json', 'test/questions/judged-20.json', 0.975],
  ['judged-21.json', 'test/questions/judged-21.json', 0.925],
  ['judged-22.json', 'test/questions/judged-22.json', 1],
  ['judged-23.json', 'test/questions/judged-23.json', 0.95],
  ['judged-24.json', 'test/questions/judged-24.json', 0.825],
  ['judged-25.json', 'test/questions/judged-25.json', 0.925],
  ['judged-26.json', 'test/questions/judged-26.json', 0.975],
  ['judged-27.json', 'test/questions/judged-27.json', 0.825],
  ['judged-28.json', 'test/questions/judged-28.json', 0.95],
  ['judged-29.json', 'test/questions/judged-29.json', 0.9],
  ['judged-30.json', 'test/questions/judged-30.json', 0.975],
  ['judged-31.json', 'test/questions/judged-31.json', 0.925],
  ['judged-32.json', 'test/questions/judged-32.json', 0.925],
  ['judged-33.json', 'test/questions/judged-33.json', 0.925],
  ['judged-34.json', 'test/questions/judged-34.json', 0.85],
  ['judged-35.json', 'test/questions/judged-35.json', 0.9],
  ['judged-36.json', 'test/questions/judged-36.json', 0.875],
  ['judged-37.json', 'test/questions/judged-37.json', 0.9],
  ['judged-38.json', 'test/questions/judged-38.json', 0.9],
  ['judged-39.json', 'test/questions/judged-39.json', 0.95],
  ['judged-40.json', 'test/questions/judged-40.json', 0.975],
  ['judged-41.json', 'test/questions/judged-41.json', 0.975],
  ['judged-42.json', 'test/questions/judged-42.json', 0.95],
  ['judged-43.json', 'test/questions/judged-43.json', 0.85],
  ['judged-44.json', 'test/questions/judged-44.json', 0.95],
  ['judged-45.json', 'test/questions/judged-45.json', 0.925],
  ['judged-46.json', 'test/questions/judged-46.json', 0.925],
  ['judged-47.json', 'test/questions/judged-47.json', 0.9],
  ['judged-48.json', 'test/questions/judged-48.json', 0.95],
  ['judged-49.json', 'test/questions/judged-49.json', 0.925],
  ['judged-50.json', 'test/questions/judged-50.json', 0.85],
  ['judged-51.json', 'test/questions/judged-51.json', 0.9],
  ['judged-52.json', 'test/questions/judged-52.json', 0.9],
  ['judged-53.json', 'test/questions/judged-53.json', 0.9],
  ['judged-54.json', 'test/questions/judged-54.json', 0.925],
  ['judged-55.json', 'test/questions/judged-55.json', 0.925],
  ['judged-56.json', 'test/questions/judged-56.json', 0.875],
  ['judged-57.json', 'test/questions/judged-57.json', 0.95],
  ['judged-58.json', 'test/questions/judged-58.json', 0.75],
  ['judged-59.json', 'test/questions/judged-59.json', 0.975],
  ['judged-60.json', 'test/questions/judged-60.json', 0.95],
  ['judged-61.json', 'test/questions/judged-61.json', 0.925],
  ['judged-62.json', 'test/questions/judged-62.json', 1],
  ['judged-63.json', 'test/questions/judged-63.json', 0.95],
  ['judged-64.json', 'test/questions/judged-64.json', 0.975],
  ['judged-65.json', 'test/questions/judged-65.json', 0.925],
  ['judged-66.json', 'test/questions/judged-66.json', 0.9],
  ['judged-67.json', 'test/questions/judged-67.json', 0.825],
  ['judged-68.json', 'test/questions/judged-68.json', 0.95],
  ['judged-69.json', 'test/questions/judged-69.json', 0.85],
  ['judged-70.json', 'test/questions/judged-70.json', 0.9],
  ['judged-71.json', 'test/questions/judged-71.json', 0.9],
  ['judged-72.json', 'test/questions/judged-72.json', 0.95],
  ['judged-73.json', 'test/questions/judged-73.json', 0.975],
  ['judged-74.json', 'test/questions/judged-74.json', 0.9],
  ['judged-75.json', 'test/questions/judged-75.json', 0.9],
  ['judged-76.json', 'test/questions/judged-76.json', 0.875],
  ['judged-77.json', 'test/questions/judged-77.json', 1],
  ['judged-78.json', 'test/questions/judged-78.json', 0.825],
  ['judged-79.json', 'test/questions/judged-79.json', 0.925],
  ['judged-80.json', 'test/questions/judged-80.json', 0.9],
  ['judged-81.json', 'test/questions/judged-81.json', 0.9],
  ['judged-82.json', 'test/questions/judged-82.json', 0.9],
  ['judged-83.json', 'test/questions/judged-83.json', 0.8],
  ['judged-84.json', 'test/questions/judged-84.json', 0.825],
  ['judged-85.json', 'test/questions/judged-85.json', 0.825],
  ['judged-86.json', 'test/questions/judged-86.json', 0.9],
  ['judged-87.json', 'test/questions/judged-87.json', 0.875],
  ['judged-88.json', 'test/questions/judged-88.json', 0.85],
  ['judged-89.json', 'test/questions/judged-89.json', 0.875],
  ['judged-90.json', 'test/questions/judged-90.json', 0.975],
  ['judged-91.json', 'test/questions/judged-91.json', 0.975],
  ['judged-92.json', 'test/questions/judged-92.json', 1],
  ['judged-93.json', 'test/questions/judged-93.json', 0.925],
  ['judged-94.json', 'test/questions/judged-94.json', 0.925],
  ['judged-95.json', 'test/questions/judged-95.json', 0.95],
  ['judged-96.json', 'test/questions/judged-96.json', 0.925],
  ['judged-97.json', 'test/questions/judged-97.json', 0.85],
  ['judged-98.json', 'test/questions/judged-98.json', 0.9],
  ['judged-99.json', 'test/questions/judged-99.json', 1],
  ['judged-100.json', 'test/questions/judged-100.json', 0.875],
  ['judged-101.json', 'test/questions/judged-101.json', 0.85],
  ['judged-102.json', 'test/questions/judged-102.json', 0.9],
  ['judged-103.json', 'test/questions/judged-103.json', 0.825],
  ['judged-104.json', 'test/questions/judged-104.json', 0.9],
  ['judged-105.json', 'test/questions/judged-105.json', 0.875],
  ['judged-106.json', 'test/questions/judged-106.json', 0.9],
  ['judged-107.json', 'test/questions/judged-107.json', 0.9],
  ['judged-108.json', 'test/questions/judged-108.json', 0.875],
  ['judged-109.json', 'test/questions/judged-109.json', 0.85],
  ['judged-110.json', 'test/questions/judged-110.json', 0.9],
  ['judged-111.json', 'test/questions/judged-111.json', 0.975],
  ['judged-112.json', 'test/questions/judged-112.json', 0.975],
  ['judged-113.json', 'test/questions/judged-113.json', 1],
  ['judged-114.json', 'test/questions/judged-114.json', 0.825],
  ['judged-115.json', 'test/questions/judged-115.json', 0.975],
  ['judged-116.json', 'test/questions/judged-116.json', 0.925],
  ['judged-117.json', 'test/questions/judged-117.json', 0.95],
  ['judged-118.json', 'test/questions/judged-118.json', 0.9],
  ['judged-119.json', 'test/questions/judged-119.json', 0.9],
  ['judged-120.json', 'test/questions/judged-120.json', 0.875],
  ['judged-121.json', 'test/questions/judged-121.json', 0.925],
  ['judged-122.json', 'test/questions/judged-122.json', 0.85],
  ['judged-123.json', 'test/questions/judged-123.json', 0.85],
  ['judged-124.json', 'test/questions/judged-124.json', 0.975],
  ['judged-125.json', 'test/questions/judged-125.json', 0.875],
  ['judged-126.json', 'test/questions/judged-126.json', 0.975],
  ['judged-127.json', 'test/questions/judged-127.json', 0.9],
  ['judged-128.json', 'test/questions/judged-128.json', 0.95],
  ['judged-129.json', 'test/questions/judged-129.json', 0.95],
  ['judged-130.json', 'test/questions/judged-130.json', 0.95],
  ['judged-131.json', 'test/questions/judged-131.json', 0.95],
  ['judged-132.json', 'test/questions/judged-132.json', 0.95],
  ['judged-133.json', 'test/questions/judged-133.json', 0.925],
  ['judged-134.json', 'test/questions/judged-134.json', 0.975],
  ['judged-135.json', 'test/questions/judged-135.json', 0.95],
  ['judged-136.json', 'test/questions/judged-136.json', 0.95],
  ['judged-137.json', 'test/questions/judged-137.json', 0.975],
  ['judged-138.json', 'test/questions/judged-138.json', 0.95],
  ['judged-139.json', 'test/questions/judged-139.json', 0.975],
  ['judged-140.json', 'test/questions/judged-140.json', 0.875],
  ['judged-141.json', 'test/questions/judged-141.json', 0.925],
  ['judged-142.json', 'test/questions/judged-142.json', 0.925],
  ['judged-143.json', 'test/questions/judged-143.json', 0.975],
  ['judged-144.json', 'test/questions/judged-144.json', 0.9],
  ['judged-145.json', 'test/questions/judged-145.json', 0.975],
  ['judged-146.json', 'test/questions/judged-146.json', 0.75],
  ['judged-147.json', 'test/questions/judged-147.json', 1],
  ['judged-148.json', 'test/questions/judged-148.json', 0.975],
  ['judged-149.json', 'test/questions/judged-149.json', 1],
  ['judged-150.json', 'test/questions/judged-150.json', 0.975],
  ['judged-151.json', 'test/questions/judged-151.json', 0.95],
  ['judged-152.json', 'test/questions/judged-152.json', 1],
  ['judged-153.json', 'test/questions/judged-153.json', 1],
  ['judged-154.json', 'test/questions/judged-154.json', 0.975],
  ['judged-155.json', 'test/questions/judged-155.json', 1],
  ['judged-156.json', 'test/questions/judged-156.json', 1],
  ['judged-157.json', 'test/questions/judged-157.json', 1],
  ['judged-158.json', 'test/questions/judged-158.json', 1],
  ['judged-159.json', 'test/questions/judged-159.json', 0.95],
  ['judged-160.json', 'test/questions/judged-160.json', 0.975],
  ['judged-161.json', 'test/questions/judged-161.json', 0.975],
  ['judged-162.json', 'test/questions/judged-162.json', 0.95],
  ['judged-163.json', 'test/questions/judged-163.json', 0.975],
  ['judged-164.json', 'test/questions/judged-164.json', 1],
  ['judged-165.json', 'test/questions/judged-165.json', 1],
  ['judged-166.json', 'test/questions/judged-166.json', 1],
  ['judged-167.json', 'test/questions/judged-167.json', 0.975],
  ['judged-168.json', 'test/questions/judged-168.json', 0.975],
  ['judged-169.json', 'test/questions/judged-169.json', 0.975],
  ['judged-170.json', 'test/questions/judged-170.json', 0.975],
  ['judged-171.json', 'test/questions/judged-171.json', 0.95],
  ['judged-172.json', 'test/questions/judged-172.json', 0.975],
  ['judged-173.json', 'test/questions/judged-173.json', 1],
  ['judged-174.json', 'test/questions/judged-174.json', 1],
  ['judged-175.json', 'test/questions/judged-175.json', 0.875],
  ['judged-176.json', 'test/questions/judged-176.json', 1],
  ['judged-177.json', 'test/questions/judged-177.json', 0.975],
  ['judged-178.json', 'test/questions/judged-178.json', 1],
  ['judged-179.json', 'test/questions/judged-179.json', 0.925],
  ['judged-180.json', 'test/questions/judged-180.json', 0.95],
  ['judged-181.json', 'test/questions/judged-181.json', 0.975],
  ['judged-182.json', 'test/questions/judged-182.json', 1],
  ['judged-183.json', 'test/questions/judged-183.json', 0.9],
  ['judged-184.json', 'test/questions/judged-184.json', 0.9],
  ['judged-185.json', 'test/questions/judged-185.json', 0.95],
  ['judged-186.json', 'test/questions/judged-186.json', 0.975],
  ['judged-187.json', 'test/questions/judged-187.json', 0.95],
  ['judged-188.json', 'test/questions/judged-188.json', 0.975],
  ['judged-189.json', 'test/questions/judged-189.json', 1],
  ['judged-190.json', 'test/questions/judged-190.json', 1],
  ['judged-191.json', 'test/questions/judged-191.json', 0.975],
  ['judged-192.json', 'test/questions/judged-192.json', 0.975],
  ['judged-193.json', 'test/questions/judged-193.json', 0.95],
  ['judged-194.json', 'test/questions/judged-194.json', 0.975],
  ['judged-195.json', 'test/questions/judged-195.json', 0.95],
  ['judged-196.json', 'test/questions/judged-196.json', 0.95],
  ['judged-197.json', 'test/questions/judged-197.json', 1],
  ['judged-198.json', 'test/questions/judged-198.json', 0.975],
  ['judged-199.json', 'test/questions/judged-199.json', 1],
  ['judged-200.json', 'test/questions/judged-200.json', 0.975],
  ['judged-201.json', 'test/questions/judged-201.json', 1],
  ['judged-202.json', 'test/questions/judged-202.json', 0.975],
  ['judged-203.json', 'test/questions/judged-203.json', 0.975],
  ['judged-204.json', 'test/questions/judged-204.json', 1],
  ['judged-205.json', 'test/questions/judged-205.json', 1],
  ['judged-206.json', 'test/questions/judged-206.json', 0.975],
  ['judged-207.json', 'test/questions/judged-207.json', 0.95],
  ['judged-208.json', 'test/questions/judged-208.json', 0.975],
  ['judged-209.json', 'test/questions/judged-209.json', 1],
  ['judged-210.json', 'test/questions/judged-210.json', 0.925],
  ['judged-211.json', 'test/questions/judged-211.json', 0.95],
  ['judged-212.json', 'test/questions/judged-212.json', 0.95],
  ['judged-213.json', 'test/questions/judged-213.json', 0.875],
  ['judged-214.json', 'test/questions/judged-214.json', 1],
  ['judged-215.json', 'test/questions/judged-215.json', 0.925],
  ['judged-216.json', 'test/questions/judged-216.json', 0.8],
  ['judged-217.json', 'test/questions/judged-217.json', 0.775],
  ['judged-218.json', 'test/questions/judged-218.json', 0.95],
  ['judged-219.json', 'test/questions/judged-219.json', 0.875],
  ['judged-220.json', 'test/questions/judged-220.json', 0.725],
  ['judged-221.json', 'test/questions/judged-221.json', 0.975],
  ['judged-222.json', 'test/questions/judged-222.json', 0.95],
  ['judged-223.json', 'test/questions/judged-223.json', 0.975],
  ['judged-224.json', 'test/questions/judged-224.json', 0.925],
  ['judged-225.json', 'test/questions/judged-225.json', 0.85],
  ['judged-226.json', 'test/questions/judged-226.json', 0.925],
  ['judged-227.json', 'test/questions/judged-227.json', 0.875],
  ['judged-228.json', 'test/questions/judged-228.json', 0.85],
  ['judged-229.json', 'test/questions/judged-229.json', 0.925],
  ['judged-230.json', 'test/questions/judged-230.json', 0.95],
  ['judged-231.json', 'test/questions/judged-231.json', 0.975],
  ['judged-232.json', 'test/questions/judged-232.json', 0.85],
  ['judged-233.json', 'test/questions/judged-233.json', 0.95],
  ['judged-234.json', 'test/questions/judged-234.json', 0.825],
  ['judged-235.json', 'test/questions/judged-235.json', 0.975],
  ['judged-236.json', 'test/questions/judged-236.json', 0.925],
  ['judged-237.json', 'test/questions/judged-237.json', 0.75],
  ['judged-238.json', 'test/questions/judged-238.json', 0.95],
  ['judged-239.json', 'test/questions/judged-239.json', 0.925],
  ['judged-240.json', 'test/questions/judged-240.json', 0.875],
  ['judged-241.json', 'test/questions/judged-241.json', 0.925],
  ['judged-242.json', 'test/questions/judged-242.json', 0.875],
  ['judged-243.json', 'test/questions/judged-243.json', 0.875],
  ['judged-244.json', 'test/questions/judged-244.json', 0.9],
  ['judged-245.json', 'test/questions/judged-245.json', 0.975],
  ['judged-246.json', 'test/questions/judged-246.json', 0.975],
  ['judged-247.json', 'test/questions/judged-247.json', 0.8],
  ['judged-248.json', 'test/questions/judged-248.json', 0.9],
  ['judged-249.json', 'test/questions/judged-249.json', 0.875],
  ['judged-250.json', 'test/questions/judged-250.json', 0.85],
  ['judged-251.json', 'test/questions/judged-251.json', 0.825],
  ['judged-252.json', 'test/questions/judged-252.json', 0.95],
  ['judged-253.json', 'test/questions/judged-253.json', 0.95],
  ['judged-254.json', 'test/questions/judged-254.json', 0.95],
  ['judged-255.json', 'test/questions/judged-255.json', 0.875],
  ['judged-256.json', 'test/questions/judged-256.json', 0.9],
  ['judged-257.json', 'test/questions/judged-257.json', 0.9],
  ['judged-258.json', 'test/questions/judged-258.json', 0.825],
  ['judged-259.json', 'test/questions/judged-259.json', 0.875],
  ['judged-260.json', 'test/questions/judged-260.json', 0.775],
  ['judged-261.json', 'test/questions/judged-261.json', 0.975],
  ['judged-262.json', 'test/questions/judged-262.json', 0.85],
  ['judged-263.json', 'test/questions/judged-263.json', 0.75],
  ['judged-264.json', 'test/questions/judged-264.json', 0.975],
  ['judged-265.json', 'test/questions/judged-265.json', 0.95],
  ['judged-266.json', 'test/questions/judged-266.json', 0.975],
  ['judged-267.json', 'test/questions/judged-267.json', 0.875],
  ['judged-268.json', 'test/questions/judged-268.json', 0.95],
  ['judged-269.json', 'test/questions/judged-269.json', 0.95],
  ['judged-270.json', 'test/questions/judged-270.json', 0.95],
  ['judged-271.json', 'test/questions/judged-271.json', 0.975],
  ['judged-272.json', 'test/questions/judged-272.json', 0.925],
  ['judged-273.json', 'test/questions/judged-273.json', 1],
  ['judged-274.json', 'test/questions/judged-274.json', 0.975],
  ['judged-275.json', 'test/questions/judged-275.json', 0.8],
  ['judged-276.json', 'test/questions/judged-276.json', 1],
  ['judged-277.json', 'test/questions/judged-277.json', 0.95],
  ['judged-278.json', 'test/questions/judged-278.json', 0.85],
  ['judged-279.json', 'test/questions/judged-279.json', 0.975],
  ['judged-280.json', 'test/questions/judged-280.json', 0.975],
  ['judged-281.json', 'test/questions/judged-281.json', 1],
  ['judged-282.json', 'test/questions/judged-282.json', 1],
  ['judged-283.json', 'test/questions/judged-283.json', 1],
  ['judged-284.json', 'test/questions/judged-284.json', 0.875],
  ['judged-285.json', 'test/questions/judged-285.json', 0.95],
  ['judged-286.json', 'test/questions/judged-286.json', 0.95],
  ['judged-287.json', 'test/questions/judged-287.json', 0.875],
  ['judged-288.json', 'test/questions/judged-288.json', 0.925],
  ['judged-289.json', 'test/questions/judged-289.json', 1],
  ['judged-290.json', 'test/questions/judged-290.json', 1],
  ['judged-291.json', 'test/questions/judged-291.json', 0.95],
  ['judged-292.json', 'test/questions/judged-292.json', 0.975],
  ['judged-293.json', 'test/questions/judged-293.json', 0.9],
  ['judged-294.json', 'test/questions/judged-294.json', 0.95],
  ['judged-295.json', 'test/questions/judged-295.json', 0.975],
  ['judged-296.json', 'test/questions/judged-296.json', 0.95],
  ['judged-297.json', 'test/questions/judged-297.json', 0.975],
  ['judged-298.json', 'test/questions/judged-298.json', 1],
  ['judged-299.json', 'test/questions/judged-299.json', 0.9],
  ['judged-300.json', 'test/questions/judged-300.json', 1],
  ['judged-301.json', 'test/questions/judged-301.json', 0.95],
  ['judged-302.json', 'test/questions/judged-302.json', 0.95],
  ['judged-303.json', 'test/questions/judged-303.json', 0.95],
  ['judged-304.json', 'test/questions/judged-304.json', 0.975],
  ['judged-305.json', 'test/questions/judged-305.json', 0.9],
  ['judged-306.json', 'test/questions/judged-306.json', 0.925],
  ['judged-307.json', 'test/questions/judged-307.json', 0.9],
  ['judged-308.json', 'test/questions/judged-308.json', 0.875],
  ['judged-309.json', 'test/questions/judged-309.json', 0.925],
  ['judged-310.json', 'test/questions/judged-310.json', 0.975],
  ['judged-311.json', 'test/questions/judged-311.json', 0.925],
  ['judged-312.json', 'test/questions/judged-312.json', 0.975],
  ['judged-313.json', 'test/questions/judged-313.json', 0.9],
  ['judged-314.json', 'test/questions/judged-314.json', 0.95],
  ['judged-315.json', 'test/questions/judged-315.json', 0.925],
  ['judged-316.json', 'test/questions/judged-316.json', 0.9],
  ['judged-317.json', 'test/questions/judged-317.json', 0.925],
  ['judged-318.json', 'test/questions/judged-318.json', 0.925],
  ['judged-319.json', 'test/questions/judged-319.json', 1],
  ['judged-320.json', 'test/questions/judged-320.json', 1],
  ['judged-321.json', 'test/questions/judged-321.json', 1],
  ['judged-322.json', 'test/questions/judged-322.json', 1],
  ['judged-323.json', 'test/questions/judged-323.json', 0.9],
  ['judged-324.json', 'test/questions/judged-324.json', 0.95],
  ['judged-325.json', 'test/questions/judged-325.json', 0.9],
  ['judged-326.json', 'test/questions/judged-326.json', 0.975],
  ['judged-327.json', 'test/questions/judged-327.json', 0.9],
  ['judged-328.json', 'test/questions/judged-328.json', 0.825],
  ['judged-329.json', 'test/questions/judged-329.json', 0.975],
  ['judged-330.json', 'test/questions/judged-330.json', 1],
  ['judged-331.json', 'test/questions/judged-331.json', 0.8],
  ['judged-332.json', 'test/questions/judged-332.json', 1],
  ['judged-333.json', 'test/questions/judged-333.json', 1],
  ['judged-334.json', 'test/questions/judged-334.json', 1],
  ['judged-335.json', 'test/questions/judged-335.json', 0.975],
  ['judged-336.json', 'test/questions/judged-336.json', 0.925],
  ['judged-337.json', 'test/questions/judged-337.json', 0.95],
  ['judged-338.json', 'test/questions/judged-338.json', 0.925],
  ['judged-339.json', 'test/questions/judged-339.json', 1],
  ['judged-340.json', 'test/questions/judged-340.json', 0.925],
  ['judged-341.json', 'test/questions/judged-341.json', 0.975],
  ['judged-342.json', 'test/questions/judged-342.json', 0.975],
  ['judged-343.json', 'test/questions/judged-343.json', 1],
  ['judged-344.json', 'test/questions/judged-344.json', 0.975],
  ['judged-345.json', 'test/questions/judged-345.json', 0.95],
  ['judged-346.json', 'test/questions/judged-346.json', 0.9],
  ['judged-347.json', 'test/questions/judged-347.json', 0.95],
  ['judged-348.json', 'test/questions/judged-348.json', 0.95],
  ['judged-349.json', 'test/questions/judged-349.json', 0.85],
  ['judged-350.json', 'test/questions/judged-350.json', 0.95],
  ['judged-351.json', 'test/questions/judged-351.json', 0.975],
  ['judged-352.json', 'test/questions/judged-352.json', 0.95],
  ['judged-353.json', 'test/questions/judged-353.json', 0.975],
  ['judged-354.json', 'test/questions/judged-354.json', 0.925],
  ['judged-355.json', 'test/questions/judged-355.json', 1],
  ['judged-356.json', 'test/questions/judged-356.json', 1],
  ['judged-357.json', 'test/questions/judged-357.json', 0.975],
  ['judged-358.json', 'test/questions/judged-358.json', 0.875],
  ['judged-359.json', 'test/questions/judged-359.json', 0.925],
  ['judged-360.json', 'test/questions/judged-360.json', 0.95],
  ['judged-361.json', 'test/questions/judged-361.json', 1],
  ['judged-362.json', 'test/questions/judged-362.json', 0.95],
  ['judged-363.json', 'test/questions/judged-363.json', 0.85],
  ['judged-364.json', 'test/questions/judged-364.json', 0.9],
  ['judged-365.json', 'test/questions/judged-365.json', 0.975],
  ['judged-366.json', 'test/questions/judged-366.json', 0.9],
  ['judged-367.json', 'test/questions/judged-367.json', 0.925],
  ['judged-368.json', 'test/questions/judged-368.json', 0.9],
  ['judged-369.json', 'test/questions/judged-369.json', 0.975],
  ['judged-370.json', 'test/questions/judged-370.json', 0.9],
  ['judged-371.json', 'test/questions/judged-371.json', 0.925],
  ['judged-372.json', 'test/questions/judged-372.json', 0.9],
  ['judged-373.json', 'test/questions/judged-373.json', 0.95],
  ['judged-374.json', 'test/questions/judged-374.json', 0.975],
  ['judged-375.json', 'test/questions/judged-375.json', 0.875],
  ['judged-376.json', 'test/questions/judged-376.json', 0.925],
  ['judged-377.json', 'test/questions/judged-377.json', 1],
  ['judged-378.json', 'test/questions/judged-378.json', 0.95],
  ['judged-379.json', 'test/questions/judged-379.json', 0.975],
  ['judged-380.json', 'test/questions/judged-380.json', 0.9],
  ['judged-381.json', 'test/questions/judged-381.json', 0.95],
  ['judged-382.json', 'test/questions/judged-382.json', 0.95],
  ['judged-383.json', 'test/questions/judged-383.json', 0.9],
  ['judged-384.json', 'test/questions/judged-384.json', 0.9],
  ['judged-385.json', 'test/questions/judged-385.json', 0.9],
  ['judged-386.json', 'test/questions/judged-386.json', 0.95],
])('benchbot ask: the questions of %s', { timeout: 60_000 }, (_name, file, bar) => {
  const questions = questionsOf(file);

  it(`answers at least ${bar * 100}% of them right, by every pattern they must and must not match`, () => {
    const wrong = questions.map(shortfalls).filter((missed) => missed.length > 0);
    expect(questions.length).toBeGreaterThanOrEqual(20);
    // The list says which fall short, when more than the bar allows do.
    const allowed = Math.floor((1 - bar) * questions.length + 1e-9);
    expect(wrong.length <= allowed ? [] : wrong.flat()).toEqual([]);
  });

  it('answers a question asked in Chinese with a lead in Chinese', () => {
    const english = questions
      .filter(({ q }) => /\p{Script=Han}/u.test(q))
      .flatMap(({ q }) => {
        // The lead, or for a how-to (which has none) its title.
        const reply = ask(bundledContext(), q);
        const lead = (reply.summary || reply.title).split('“')[0] ?? '';
        return /\p{Script=Han}/u.test(lead) ? [] : [`${q}: ${lead.slice(0, 80)}`];
      });
    expect(english).toEqual([]);
  });

  it('answers each in one screen of Discord: one embed, a few fields, buttons for the rest', () => {
    const long = questions.flatMap(({ q }) => {
      const [embed, ...more] = renderDiscord(ask(bundledContext(), q)).embeds ?? [];
      const fields = embed?.fields ?? [];
      const size =
        (embed?.description?.length ?? 0) +
        fields.reduce((total, field) => total + field.name.length + field.value.length, 0);
      return more.length > 0 || fields.length > SCREEN_FIELDS || size > SCREEN_CHARACTERS
        ? [`${q}: ${more.length + 1} embeds, ${fields.length} fields, ${size} characters`]
        : [];
    });
    expect(long).toEqual([]);
  });
});
