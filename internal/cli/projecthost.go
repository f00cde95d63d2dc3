package cli

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/pflag"

	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/codehost/github"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs/runner"
)

// hostFlags are the flags of folio project add and set that say how the
// project's code host is reached.
type hostFlags struct {
	codeHost, apiURL, tokenEnv, mention string
	appID, appInstallation              int64
	appKey                              string
	draft                               bool
	noCheck, newSecret                  bool
}

func (h *hostFlags) register(f *pflag.FlagSet, adding bool) {
	def := ""
	if adding {
		def = "local"
	}
	f.StringVar(&h.codeHost, "code-host", def, "where pull requests are opened: local (Folio's built-in review), github, gitlab or gitea")
	f.StringVar(&h.apiURL, "api-url", "", "the code host's API (default: derived from the repository's URL, such as https://api.github.com)")
	f.StringVar(&h.tokenEnv, "token-env", "", "the environment variable holding the code host's token (on the server, and here for the access check)")
	f.Int64Var(&h.appID, "github-app-id", 0, "authenticate as this GitHub App (with --github-app-key and --github-app-installation) instead of a token")
	f.StringVar(&h.appKey, "github-app-key", "", "the GitHub App's private key file (PEM), read by the server")
	f.Int64Var(&h.appInstallation, "github-app-installation", 0, "the GitHub App's installation on the repository's account")
	f.BoolVar(&h.draft, "draft", false, "open pull requests as drafts")
	f.StringVar(&h.mention, "mention", "", "what, in a pull request comment, makes the comment a follow-up of the job (default: @folio)")
	f.BoolVar(&h.noCheck, "no-check", false, "do not check, now, that the code host accepts the credentials")
	if !adding {
		f.BoolVar(&h.newSecret, "new-hook-secret", false, "make the code host webhook's secret anew and print it")
	}
}

// changed reports whether any of these flags was given.
func (h *hostFlags) changed(f *pflag.FlagSet) bool {
	for _, n := range []string{"code-host", "api-url", "token-env", "github-app-id", "github-app-key", "github-app-installation", "draft", "mention", "new-hook-secret"} {
		if f.Lookup(n) != nil && f.Changed(n) {
			return true
		}
	}
	return false
}

// apply checks the flags given and sets them on p; when the project is
// on a remote host and has no webhook secret, it makes one and returns
// it, to be printed once.
func (h *hostFlags) apply(f *pflag.FlagSet, p *domain.Project, adding bool) (secret string, err error) {
	set := func(name string) bool { return adding || f.Changed(name) }
	if set("code-host") {
		switch h.codeHost {
		case "local", "github", "gitlab", "gitea":
		default:
			return "", usageError("--code-host %q: want local, github, gitlab or gitea", h.codeHost)
		}
		p.CodeHost = h.codeHost
	}
	if set("api-url") {
		p.HostSettings.APIURL = strings.TrimSpace(h.apiURL)
	}
	if set("token-env") {
		p.TokenEnv = h.tokenEnv
	}
	if set("draft") {
		p.HostSettings.Draft = h.draft
	}
	if set("mention") {
		p.HostSettings.Mention = strings.TrimSpace(h.mention)
	}
	if f.Changed("github-app-id") || f.Changed("github-app-key") || f.Changed("github-app-installation") {
		if h.appID == 0 && h.appKey == "" && h.appInstallation == 0 {
			p.HostSettings.GitHubApp = nil // --github-app-id 0 turns the App off
		} else {
			key, err := filepath.Abs(h.appKey)
			if h.appID <= 0 || h.appInstallation <= 0 || h.appKey == "" || err != nil {
				return "", usageError("a GitHub App needs --github-app-id, --github-app-key and --github-app-installation")
			}
			pem, err := os.ReadFile(key)
			if err != nil {
				return "", usageError("--github-app-key: %v", err)
			}
			if err := github.CheckKey(pem); err != nil {
				return "", usageError("--github-app-key %s: %v", key, err)
			}
			p.HostSettings.GitHubApp = &domain.GitHubApp{ID: h.appID, Installation: h.appInstallation, KeyFile: key}
		}
	}
	remote := p.CodeHost != "local" && p.CodeHost != ""
	switch {
	case !remote && (p.HostSettings.GitHubApp != nil || p.HostSettings.APIURL != ""):
		return "", usageError("--api-url and the GitHub App are for a remote code host; give --code-host too")
	case p.HostSettings.GitHubApp != nil && p.CodeHost != "github":
		return "", usageError("a GitHub App works with --code-host github only")
	case remote && p.TokenEnv == "" && p.HostSettings.GitHubApp == nil:
		return "", usageError("--code-host %s needs credentials: --token-env VAR (the variable that holds a token, on the server) or, on GitHub, a GitHub App", p.CodeHost)
	case remote && !strings.Contains(p.Repository, "://") && !strings.Contains(p.Repository, "@"):
		return "", usageError("--code-host %s needs the repository's URL (https://… or git@…), not a path", p.CodeHost)
	}
	if remote && (p.HostSettings.HookSecret == "" || h.newSecret) {
		if secret, err = auth.RandomString(rand.Reader, 32); err != nil {
			return "", asExit(err)
		}
		p.HostSettings.HookSecret = secret
	}
	return secret, nil
}

// checkHost asks the project's code host, now, whether its credentials
// reach the repository and may push and open pull requests, and says
// exactly what is missing.
func (sc *serviceCommands) checkHost(ctx context.Context, w io.Writer, p domain.Project) error {
	if p.CodeHost == "local" || p.CodeHost == "" {
		return nil
	}
	hosts := codeHosts(nil, sc.log)
	if _, ok := hosts[p.CodeHost]; !ok {
		return usageError("this build of folio has no %s code host", p.CodeHost)
	}
	getenv := func(k string) string { v, _ := sc.env.lookup(k); return v }
	if p.TokenEnv != "" && getenv(p.TokenEnv) == "" {
		return usageError("$%s is empty here: set it to the token (the server needs it too), or skip the check with --no-check", p.TokenEnv)
	}
	acc, err := checkAccess(ctx, hosts, getenv, p)
	if errors.Is(err, errAppKey) {
		return usageError("%v", err)
	}
	if err != nil {
		return usageError("%s", accessProblem(p, err))
	}
	who := ""
	if acc.Who != "" {
		who = " as " + acc.Who
	}
	if len(acc.Missing) > 0 {
		return usageError("the token in $%s reaches %s%s but lacks the scope %s, which pushing and opening pull requests need: make a token with it, or check with --no-check later", p.TokenEnv, p.Repository, who, strings.Join(acc.Missing, " and "))
	}
	if !acc.Push || !acc.PullRequests {
		return usageError("the credentials reach %s%s but may not push to it or open pull requests: give them write access (GitHub: contents and pull requests; GitLab: the Developer role; Gitea: write), or check with --no-check later", p.Repository, who)
	}
	fmt.Fprintf(w, "access checked: %s may push to %s and open pull requests there\n", strings.TrimPrefix(who, " as "), p.Repository)
	if acc.DefaultBranch != "" && acc.DefaultBranch != p.Branch {
		fmt.Fprintf(w, "note: the repository's default branch is %s; the project follows %s\n", acc.DefaultBranch, p.Branch)
	}
	return nil
}

// accessProblem says what to fix when a code host refuses a check.
func accessProblem(p domain.Project, err error) string {
	var rl *codehost.RateLimitError
	var se *codehost.ScopeError
	switch {
	case errors.As(err, &se):
		return fmt.Sprintf("the token in $%s lacks the scope %s, without which the code host does not show it %s: make a token with it", p.TokenEnv, strings.Join(se.Missing, " and "), p.Repository)
	case errors.Is(err, codehost.ErrUnauthorized):
		if p.HostSettings.GitHubApp != nil {
			return "GitHub refused the App's credentials: check --github-app-id, --github-app-key and --github-app-installation"
		}
		return fmt.Sprintf("the code host refused the token in $%s: it is wrong, expired or revoked", p.TokenEnv)
	case errors.Is(err, codehost.ErrNotFound):
		return fmt.Sprintf("the code host does not show %s to these credentials: check the URL, and that the token (or the App's installation) can see the repository", p.Repository)
	case errors.Is(err, codehost.ErrForbidden):
		return "the credentials may not read the repository through the API: give the token the repository scope (GitHub: contents and pull requests; GitLab: api; Gitea: write:repository and write:issue)"
	case errors.As(err, &rl):
		return fmt.Sprintf("the code host's rate limit is reached; try again in %s, or add the project with --no-check", rl.RetryAfter.Round(1e9))
	}
	return fmt.Sprintf("the code host could not be asked (%v); add the project with --no-check to skip this", err)
}

// printHook tells how to point the code host's webhook at Folio.
func printHook(w io.Writer, p domain.Project, secret string) {
	if secret == "" {
		return
	}
	events := map[string]string{
		"github": "Pull requests, Issue comments and Pushes (content type application/json)",
		"gitlab": "Merge request events, Comments and Push events",
		"gitea":  "Pull Request, Issue Comment and Push",
	}[p.CodeHost]
	fmt.Fprintf(w, "code host webhook: POST {--base-url}/hooks/%s/codehost, secret %s (shown once)\n", p.ID, secret)
	if events != "" {
		fmt.Fprintf(w, "  events: %s\n", events)
	}
}

// errAppKey: a GitHub App's key file could not be read.
var errAppKey = errors.New("the GitHub App's private key")

// checkAccess asks a project's code host whether its credentials reach
// the repository; a host that cannot say answers with full access.
func checkAccess(ctx context.Context, hosts map[string]codehost.Host, getenv func(string) string, p domain.Project) (codehost.Access, error) {
	repo, err := runner.RepoOf(p, getenv, os.ReadFile)
	if err != nil {
		return codehost.Access{}, fmt.Errorf("%w: %v", errAppKey, err)
	}
	checker, ok := hosts[p.CodeHost].(codehost.Checker)
	if !ok {
		return codehost.Access{Push: true, PullRequests: true}, nil
	}
	return checker.Check(ctx, repo)
}
