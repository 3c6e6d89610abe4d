// The standalone development harness; the shell loads ./pages through federation instead.
import('./standalone/bootstrap');
