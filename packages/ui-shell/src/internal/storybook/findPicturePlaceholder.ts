import { expect, waitFor, within } from 'storybook/test';

/** Waits until the broken picture in `container` has given way to its placeholder, and returns it by its name. */
export async function findPicturePlaceholder(container: HTMLElement, name: string): Promise<HTMLElement> {
  await waitFor(() => expect(container.querySelector('img')).toBeNull());
  return within(container).getByRole('img', { name });
}
