import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { TableDock } from './TableDock.tsx';

describe('TableDock', () => {
  it('names the table and its people, and asks them again on a tap', () => {
    const onChangePeople = vi.fn();
    render(<TableDock tableName="T4" people={3} onChangePeople={onChangePeople} />);
    expect(screen.getByRole('region', { name: 'Your table' })).toBeTruthy();
    expect(screen.getByText('Table T4')).toBeTruthy();
    expect(screen.getByText('3 people')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change the number of people at table T4' }));
    expect(onChangePeople).toHaveBeenCalledOnce();
  });

  it('shows the robot button only where the robot is offered', () => {
    const onCallRobot = vi.fn();
    const { unmount } = render(<TableDock tableName="T4" people={1} />);
    expect(screen.queryByRole('button', { name: 'Call robot' })).toBeNull();
    expect(screen.getByText('1 person')).toBeTruthy();
    unmount();
    render(<TableDock tableName="T4" people={1} onCallRobot={onCallRobot} />);
    fireEvent.click(screen.getByRole('button', { name: 'Call robot' }));
    expect(onCallRobot).toHaveBeenCalledOnce();
  });

  it('takes no second call while the robot is being called', () => {
    const onCallRobot = vi.fn();
    render(<TableDock tableName="T4" people={2} onCallRobot={onCallRobot} robotBusy />);
    const button = screen.getByRole('button', { name: 'Call robot' }) as HTMLButtonElement;
    expect(button.getAttribute('data-loading')).toBe('true');
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onCallRobot).not.toHaveBeenCalled();
  });

  it('asks for the people while they are not given', () => {
    render(<TableDock tableName="T4" people={null} />, { language: 'de' });
    expect(screen.getByText('Tisch T4')).toBeTruthy();
    expect(screen.getByText('Wie viele Personen?')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<TableDock tableName="T4" people={2} onChangePeople={vi.fn()} onCallRobot={vi.fn()} floating />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
