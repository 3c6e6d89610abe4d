import assert from 'node:assert/strict';
import { test } from 'node:test';
import { medianOf } from '../bench/scale-screen';

test('the screen figures take the middle sample, skip failed ones and say nothing for none', () => {
  assert.equal(medianOf([900, 120, 300]), 300);
  // a failed sample is NaN: the median of the others, the upper middle of an even count
  assert.equal(medianOf([NaN, 120, 300]), 300);
  assert.equal(medianOf([5]), 5);
  assert.ok(Number.isNaN(medianOf([NaN, NaN])));
  assert.ok(Number.isNaN(medianOf([])));
});
