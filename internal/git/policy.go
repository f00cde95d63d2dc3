package git

import (
	"os"
	"strings"
)

// keptVariables are the server's GIT_* variables that reach git: how it
// connects (ssh program, TLS roots, proxies) and tracing, which are the
// operator's to choose. Every other GIT_* variable is dropped: it could
// point git at another repository, index, object store, identity or
// configuration than the command names.
var keptVariables = map[string]bool{
	"GIT_SSH": true, "GIT_SSH_COMMAND": true, "GIT_SSH_VARIANT": true,
	"GIT_SSL_CAINFO": true, "GIT_SSL_CAPATH": true, "GIT_SSL_CERT": true, "GIT_SSL_KEY": true,
	"GIT_HTTP_PROXY_AUTHMETHOD": true, "GIT_PROXY_SSL_CAINFO": true,
	"GIT_TRACE": true, "GIT_TRACE_PACKET": true, "GIT_TRACE_CURL": true, "GIT_TRACE2": true,
	"GIT_EXEC_PATH": true,
}

// dropped reports whether a variable of the server's environment is kept
// from git.
func dropped(name string) bool {
	switch {
	case strings.HasPrefix(name, "GIT_"):
		return !keptVariables[name]
	case name == "SSH_ASKPASS", name == "GCM_INTERACTIVE", name == envUser, name == envPassword:
		return true
	}
	return false
}

// allowedExtra reports whether a command may set the variable: only the
// identity of the commit it makes.
func allowedExtra(name string) bool {
	switch name {
	case "GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", "GIT_AUTHOR_DATE",
		"GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL", "GIT_COMMITTER_DATE":
		return true
	}
	return false
}

// policy filters the server's environment and returns it with the
// variables every command gets, and the configuration pinned on every
// command line.
//
// Configuration given with -c outranks every config file, the
// repository's own included, so a repository (or a job that managed to
// write one's config) cannot make git run a program of its choosing:
//
//   - core.fsmonitor and core.hooksPath would run one on status, add and
//     commit; core.pager, core.editor and sequence.editor when git wants a
//     person; core.askPass and credential.helper when it wants a password
//     (GIT_ASKPASS, set below, answers); core.sshCommand for every ssh
//     fetch or push — pinned to the operator's GIT_SSH when one is set,
//     and GIT_SSH_COMMAND, when set, outranks it anyway;
//   - protocol.allow: GIT_ALLOW_PROTOCOL outranks it and lists the
//     transports git may use (no ext::, no fd::, no remote helpers);
//   - gpg signing is off, so no gpg program runs either.
//
// uploadpack.packObjectsHook is not pinned: git honours it only from
// configuration the repository cannot write (system, global, -c).
func policy(environ []string) (env, pins []string) {
	env = make([]string, 0, len(environ)+6)
	var gitSSH string
	hasSSHCommand := false
	for _, kv := range environ {
		name, val, _ := strings.Cut(kv, "=")
		if dropped(name) {
			continue
		}
		switch name {
		case "GIT_SSH":
			gitSSH = val
		case "GIT_SSH_COMMAND":
			hasSSHCommand = true
		}
		env = append(env, kv)
	}
	env = append(env,
		"GIT_TERMINAL_PROMPT=0",
		"GCM_INTERACTIVE=never",
		"GIT_ALLOW_PROTOCOL=file:git:http:https:ssh",
		"GIT_CONFIG_NOSYSTEM=1",
		"GIT_EDITOR=:",
		"GIT_PAGER=cat",
		"LC_ALL=C",
	)
	ssh := "ssh"
	if gitSSH != "" && !hasSSHCommand {
		ssh = shellQuote(gitSSH)
	}
	pins = []string{
		"-c", "core.fsmonitor=false",
		"-c", "core.hooksPath=" + os.DevNull,
		"-c", "core.pager=cat",
		"-c", "core.editor=:",
		"-c", "sequence.editor=:",
		"-c", "core.askPass=",
		"-c", "credential.helper=",
		"-c", "core.sshCommand=" + ssh,
		"-c", "protocol.allow=never",
		"-c", "protocol.ext.allow=never",
		"-c", "commit.gpgSign=false",
		"-c", "tag.gpgSign=false",
	}
	return env, pins
}

// shellQuote quotes s for sh, which runs core.sshCommand.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
