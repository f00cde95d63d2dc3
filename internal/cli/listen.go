package cli

import (
	"errors"
	"net"
	"strconv"
	"syscall"

	"github.com/spf13/pflag"
)

// addrFlags are the address flags dev and serve share: --addr
// HOST:PORT, and --port N, a shorthand that changes only its port.
type addrFlags struct {
	addr string
	port int
}

func (af *addrFlags) add(f *pflag.FlagSet, def, what string) {
	f.StringVar(&af.addr, "addr", def, "the address "+what+" listens on (HOST:PORT; 0.0.0.0:PORT for every interface)")
	f.IntVarP(&af.port, "port", "p", 0, "the port to listen on, on the host of --addr (default: the port of --addr)")
}

// resolve is the address to listen on: --addr, with the port --port
// gives when it is set (on the command line, or by FOLIO_PORT, which
// sets the value without marking it changed).
func (af *addrFlags) resolve(f *pflag.FlagSet) (string, error) {
	host, port, err := net.SplitHostPort(af.addr)
	if err != nil {
		return "", usageError("--addr %q: want HOST:PORT, such as 127.0.0.1:3000", af.addr)
	}
	if f.Changed("port") || af.port != 0 {
		if af.port < 0 || af.port > 65535 {
			return "", usageError("--port %d: a port is 0 to 65535", af.port)
		}
		port = strconv.Itoa(af.port)
	}
	return net.JoinHostPort(host, port), nil
}

// listen listens on addr. A port another program holds is the error a
// newcomer meets first, so it says which flag picks another: flags is
// how to write it ("--port 3001 or --addr HOST:PORT").
func listen(addr, flags string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	switch {
	case err == nil:
		return ln, nil
	case errors.Is(err, syscall.EADDRINUSE):
		return nil, usageError("cannot listen on %s: another program is using it; choose another address with %s", addr, flags)
	default:
		return nil, usageError("cannot listen on %s: %v (choose another address with %s)", addr, err, flags)
	}
}

// nextPortHint is "--port N+1", a free-looking suggestion for a busy
// port (0 stays 0: any port).
func nextPortHint(addr string) string {
	_, port, err := net.SplitHostPort(addr)
	n, perr := strconv.Atoi(port)
	if err != nil || perr != nil || n == 0 || n >= 65535 {
		return "--port N"
	}
	return "--port " + strconv.Itoa(n+1)
}
