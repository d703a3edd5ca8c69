/**
 * A film shown as its poster, a link to the file (`a[data-video-start]`), is
 * swapped on click for the player its `<template data-video-player>` holds,
 * which starts at once and takes keyboard focus. The browser builds a video
 * element's controls when it first lays it out, which costs the home's first
 * screen more than all its text: only visitors who ask for the film pay it.
 * A click that opens the link elsewhere (new tab, download) is left alone.
 */
export function setupVideoStarts(): void {
  for (const start of document.querySelectorAll<HTMLAnchorElement>('a[data-video-start]')) {
    const template = start.parentElement?.querySelector<HTMLTemplateElement>('template[data-video-player]');
    if (!template) continue;
    start.addEventListener('click', (event) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const video = document.importNode(template.content, true).querySelector('video');
      if (!video) return;
      event.preventDefault();
      // The poster the visitor sees, already loaded at the width their screen chose.
      const poster = start.querySelector('img')?.currentSrc;
      if (poster) video.poster = poster;
      start.replaceWith(video);
      template.remove();
      video.focus();
      // A browser that refuses to start leaves its play button to the visitor.
      video.play().catch(() => undefined);
    });
  }
}
