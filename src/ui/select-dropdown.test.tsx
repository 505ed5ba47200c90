import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SelectDropdown } from './select-dropdown';
import { setupTestI18n } from './testing/render-with-app';

const GROUPS = [
  { value: 'general', label: 'General partners' },
  { value: 'official', label: 'Official partners' },
  { value: 'media', label: 'Media partners' },
] as const;
type Group = (typeof GROUPS)[number]['value'];

function GroupChooser({ initial }: { initial?: Group }) {
  const [value, setValue] = useState<Group | undefined>(initial);
  return (
    <>
      <SelectDropdown label="Partner group" options={GROUPS} value={value} onChange={setValue} />
      <p>outside</p>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /Partner group/ });

describe('SelectDropdown', () => {
  beforeAll(() => setupTestI18n('en'));

  it('shows the placeholder until something is chosen, and names its button after the label and the value', () => {
    render(<GroupChooser />);
    expect(trigger().textContent).toBe('Choose…');
    expect(trigger().getAttribute('aria-haspopup')).toBe('listbox');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens a listbox on click, chooses the clicked option and closes', () => {
    render(<GroupChooser initial="general" />);
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Partner group' });
    expect(screen.getByRole('option', { name: 'General partners' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(listbox);
    fireEvent.click(screen.getByRole('option', { name: 'Media partners' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toBe('Media partners');
    expect(document.activeElement).toBe(trigger());
  });

  it('is worked with the keyboard: Down opens on the chosen option, Up and Down move, Enter chooses', () => {
    render(<GroupChooser initial="official" />);
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    const listbox = screen.getByRole('listbox');
    const activeLabel = () => document.getElementById(listbox.getAttribute('aria-activedescendant')!)?.textContent;
    expect(activeLabel()).toBe('Official partners');
    fireEvent.keyDown(listbox, { key: 'ArrowDown' });
    expect(activeLabel()).toBe('Media partners');
    fireEvent.keyDown(listbox, { key: 'ArrowDown' });
    expect(activeLabel()).toBe('Media partners');
    fireEvent.keyDown(listbox, { key: 'ArrowUp' });
    fireEvent.keyDown(listbox, { key: 'ArrowUp' });
    expect(activeLabel()).toBe('General partners');
    fireEvent.keyDown(listbox, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toBe('General partners');
  });

  it('closes without choosing on Escape, handing focus back to the button', () => {
    render(<GroupChooser initial="official" />);
    fireEvent.click(trigger());
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'ArrowDown' });
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toBe('Official partners');
    expect(document.activeElement).toBe(trigger());
  });

  it('closes on a press outside it', () => {
    render(<GroupChooser />);
    fireEvent.click(trigger());
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });
});
