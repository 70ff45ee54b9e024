/** Imported first by the entry: signals are held from its first line (see signals.ts). */
import { holdSignals } from './signals.js';

holdSignals();
