import { describe, expect, it } from 'vitest';
import { filledByRobot } from '../src';

describe('the hidden field of the guests’ forms', () => {
  it('names a robot whatever it typed in it', () => {
    expect(filledByRobot({ website: 'https://spam.example' })).toBe(true);
    expect(filledByRobot({ name: 'Giulia', website: ' x ' })).toBe(true);
  });

  it('takes a post with the field empty, blank or absent for a person’s', () => {
    expect(filledByRobot({ website: '' })).toBe(false);
    expect(filledByRobot({ website: '   ' })).toBe(false);
    expect(filledByRobot({ name: 'Giulia' })).toBe(false);
  });

  it('takes a field that is not text, or a body that is not an object, for no robot’s', () => {
    expect(filledByRobot({ website: 42 })).toBe(false);
    expect(filledByRobot({ website: ['x'] })).toBe(false);
    expect(filledByRobot(null)).toBe(false);
    expect(filledByRobot('website=x')).toBe(false);
    expect(filledByRobot(undefined)).toBe(false);
  });
});
