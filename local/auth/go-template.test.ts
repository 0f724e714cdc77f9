import { describe, expect, it } from 'vitest';
import { compileGoTemplate, GoTemplateError } from './go-template.ts';

const render = (source: string, data: Record<string, string | number> = {}) => compileGoTemplate(source)(data);

/** The language test the Auth templates open with: does `.RedirectTo` start with the site's `/fr/`? */
const FRENCH_TEST =
  '{{ $fr := print .SiteURL "/fr/" }}{{ if eq (printf "%.*s" (len $fr) .RedirectTo) $fr }}fr{{ else }}en{{ end }}';
const SITE = 'https://www.velonord.ca';

describe('the Go template subset of the Auth e-mails', () => {
  it('prints fields escaped for HTML, in text and in attributes, as html/template does', () => {
    const link = 'https://x.test/verify?token=a&type=signup&q="<b>\'';
    expect(render('<a href="{{ .Link }}">{{.Link}}</a>', { Link: link })).toBe(
      '<a href="https://x.test/verify?token=a&amp;type=signup&amp;q=&quot;&lt;b&gt;&apos;">' +
        'https://x.test/verify?token=a&amp;type=signup&amp;q=&quot;&lt;b&gt;&apos;</a>',
    );
  });

  it('keeps the text around actions as written, and drops comments whatever they say', () => {
    expect(render('a {{/* a "quoted" }} comment */}}b\n{{ .X }} c', { X: 'x' })).toBe('a b\nx c');
  });

  it('picks French only for a return address under the site URL followed by /fr/', () => {
    const language = (redirectTo: string, siteUrl = SITE) =>
      render(FRENCH_TEST, { SiteURL: siteUrl, RedirectTo: redirectTo });
    expect(language(`${SITE}/fr/auth/confirm`)).toBe('fr');
    expect(language(`${SITE}/fr/`)).toBe('fr');
    expect(language(`${SITE}/auth/confirm`)).toBe('en');
    expect(language(`${SITE}/`)).toBe('en');
    expect(language(SITE)).toBe('en');
    expect(language(`${SITE}/france/`)).toBe('en');
    expect(language('https://evil.example/fr/auth/confirm')).toBe('en');
    expect(language('')).toBe('en');
    expect(language('http://localhost:20500/fr/auth/update-password', 'http://localhost:20500')).toBe('fr');
  });

  it('counts as Go does: len in UTF-8 bytes, a precision in characters', () => {
    expect(render('{{ len "Vélo" }}')).toBe('5');
    expect(render('{{ printf "%.*s" 2 "éèà" }}|{{ printf "%.3s" "abcdef" }}|{{ printf "%s" "abc" }}')).toBe(
      'éè|abc|abc',
    );
    expect(render('{{ printf "%d%%" 50 }}')).toBe('50%');
  });

  it('prints like fmt.Sprint: a space between two operands only when neither is a string', () => {
    expect(render('{{ print "a" "b" }}|{{ print "a" 1 }}|{{ print 1 2 }}|{{ print 1 "b" 2 }}')).toBe('ab|a1|1 2|1b2');
  });

  it('compares with eq against each of several values, and refuses to compare a string with a number', () => {
    expect(render('{{ if eq .A "x" "y" }}yes{{ else }}no{{ end }}', { A: 'y' })).toBe('yes');
    expect(render('{{ if eq .A "x" "y" }}yes{{ else }}no{{ end }}', { A: 'z' })).toBe('no');
    expect(() => render('{{ if eq .A 1 }}{{ end }}', { A: '1' })).toThrow(GoTemplateError);
  });

  it('reads empty strings and zero as false', () => {
    expect(render('{{ if .A }}yes{{ else }}no{{ end }}', { A: '' })).toBe('no');
    expect(render('{{ if .A }}yes{{ else }}no{{ end }}', { A: 0 })).toBe('no');
    expect(render('{{ if .A }}yes{{ end }}', { A: 'x' })).toBe('yes');
  });

  it('reads "}}" inside a string as part of the string', () => {
    expect(render('{{ print "}}" .A }}', { A: '!' })).toBe('}}!');
  });

  it('ends a variable declared in a branch with the branch, as Go scopes it', () => {
    expect(render('{{ $a := "out" }}{{ if eq 1 1 }}{{ $b := "in" }}{{ $b }}{{ end }}{{ $a }}')).toBe('inout');
    expect(() => render('{{ if eq 1 1 }}{{ $b := "in" }}{{ end }}{{ $b }}')).toThrow(/undefined variable \$b/);
  });

  it('refuses a field the data lacks, so a misspelt variable fails the tests', () => {
    expect(() => render('{{ .ConfirmationUrl }}', { ConfirmationURL: 'x' })).toThrow(/no field \.ConfirmationUrl/);
  });

  it.each([
    ['a pipe', '{{ .A | len }}'],
    ['range', '{{ range .A }}{{ end }}'],
    ['a trim marker', '{{- .A }}'],
    ['a function outside the subset', '{{ html .A }}'],
    ['else if', '{{ if .A }}{{ else if .A }}{{ end }}'],
    ['an if without end', '{{ if .A }}x'],
    ['an end without if', 'x{{ end }}'],
    ['an unclosed action', '{{ .A '],
    ['an unclosed comment', '{{/* x }}'],
    ['an unclosed parenthesis', '{{ len (print .A }}'],
    ['a raw string', '{{ print `a` }}'],
  ])('refuses %s when compiled', (_, source) => {
    expect(() => compileGoTemplate(source)).toThrow(GoTemplateError);
  });

  it.each([
    ['a verb outside the subset', '{{ printf "%v" .A }}'],
    ['a missing printf argument', '{{ printf "%s %s" .A }}'],
    ['a surplus printf argument', '{{ printf "%s" .A .A }}'],
    ['len of a number', '{{ len 3 }}'],
  ])('refuses %s when rendered', (_, source) => {
    expect(() => render(source, { A: 'a' })).toThrow(GoTemplateError);
  });
});
