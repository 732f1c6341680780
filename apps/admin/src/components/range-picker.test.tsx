import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render';
import { RangePresets, useRangeChoice } from './range-picker';

function Harness() {
  const days = useRangeChoice('last7');
  days.learnToday('2026-11-22');
  return (
    <>
      <RangePresets {...days.pickerProps} timeZone="Asia/Ho_Chi_Minh" />
      <output data-testid="range">{JSON.stringify(days.range)}</output>
    </>
  );
}

describe('the day range of the dashboard and reports', () => {
  it('offers a calendar for custom days, starting from the last 7 days, and back to presets', async () => {
    renderConsole(<Harness />);
    expect(screen.getByTestId('range').textContent).toBe('{"from":"2026-11-16","to":"2026-11-22"}');
    expect(screen.queryByTestId('range-custom')).toBeNull();

    fireEvent.click(screen.getByText('Custom'));
    expect(await screen.findByTestId('range-custom')).toBeTruthy();
    expect(screen.getAllByLabelText('First and last day (at most 92 days)').length).toBeGreaterThan(0);
    expect(screen.getByText('Days in Indochina Time')).toBeTruthy();
    expect(screen.getByTestId('range').textContent).toBe('{"from":"2026-11-16","to":"2026-11-22"}');

    fireEvent.click(screen.getByText('Today'));
    expect(screen.queryByTestId('range-custom')).toBeNull();
    expect(screen.getByTestId('range').textContent).toBe('{"from":"2026-11-22","to":"2026-11-22"}');
  });
});
